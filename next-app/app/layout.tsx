import type { ReactNode } from 'react';

// The real root layout (with <html>) is app/[brand]/[locale]/layout.tsx. This one only exists
// because app/not-found.tsx needs a parent layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
