import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The scrolling box can take focus, so keyboard users can
 * scroll it too (WCAG 2.1.1); its name says which table it holds.
 */
export function TableScroll({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
