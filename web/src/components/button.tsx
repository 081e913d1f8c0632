import type { ButtonHTMLAttributes } from 'react';
import { Loader } from './loader';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary' | 'danger' | 'link';
  readonly big?: boolean;
  /** Busy shows a loader and cannot be clicked (SPEC.md 2.14). */
  readonly busy?: boolean;
}

export function Button({
  variant = 'primary',
  big = false,
  busy = false,
  disabled,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = [
    'button',
    variant === 'primary' ? '' : `button--${variant}`,
    big ? 'button--big' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Loader label="Bezig..." /> : null}
      {children}
    </button>
  );
}
