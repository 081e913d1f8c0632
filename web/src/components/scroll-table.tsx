import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is focusable and named, so keyboard
 * users can scroll it too (WCAG 2.1.1).
 */
export function ScrollTable({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
