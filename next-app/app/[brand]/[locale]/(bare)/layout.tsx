import type { ReactNode } from 'react';

/** Pages without the site shell (spec 000 §2: helpmc, the system pages). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return children;
}
