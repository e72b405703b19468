'use client';

import type { ReactNode } from 'react';

/**
 * A link of the game-type menu or the home tiles (spec 000 §2): it marks the current page, and a click
 * on the page already shown does nothing (no reload).
 */
export function NavLink({
  href,
  active,
  current,
  className,
  children,
  testId,
}: {
  href: string;
  active: boolean;
  current: boolean;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : active ? 'true' : undefined}
      data-active={active || undefined}
      onClick={(event) => {
        if (current) event.preventDefault();
      }}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
