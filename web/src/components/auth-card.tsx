import type { ReactNode } from 'react';
import './auth-card.css';

export interface AuthCardProps {
  readonly title: string;
  /** A short line under the heading. */
  readonly intro?: ReactNode;
  readonly children: ReactNode;
  /** Links under the card, such as 'Start hier'. */
  readonly footer?: ReactNode;
}

/** The narrow card every account flow sits on: heading, the form or message, and links below it. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="page page--narrow auth">
      <section className="card auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro === undefined ? null : <p className="auth__intro">{intro}</p>}
        {children}
      </section>
      {footer === undefined ? null : <div className="auth__footer">{footer}</div>}
    </div>
  );
}

export type OutcomeTone = 'success' | 'error';

/** The end of a flow: a notice in its tone and what to do next. */
export function Outcome({
  tone,
  children,
  actions,
}: {
  readonly tone: OutcomeTone;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
}) {
  return (
    <>
      <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        {children}
      </div>
      {actions === undefined ? null : <div className="auth__actions">{actions}</div>}
    </>
  );
}
