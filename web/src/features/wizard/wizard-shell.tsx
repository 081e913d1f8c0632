import type { WizardDestination, WizardStepInfo } from '@beloning/core/wizard';
import { isBreadcrumbClickable } from '@beloning/core/wizard';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pathFor, pathForName } from '../../lib/routes';
import { Button } from '../../components/button';
import { ConfirmButton } from '../../components/confirm-button';
import {
  CLOSE_CONFIRMATION,
  CLOSE_LABEL,
  MANUAL_LINK,
  NEXT_NOT_REACHABLE,
  STEP_FORM_COMING,
  STEPS_LABEL,
} from './wizard-texts';
import './wizard-shell.css';

/** The browser path of one of core's wizard destinations. */
export function destinationPath(destination: WizardDestination): string {
  if (destination.kind === 'agency-subscription')
    return pathFor('uitlenersportaal-inlener', { inlenersId: String(destination.inlenersId) });
  return pathForName(destination.name, destination.params, destination.query);
}

export interface WizardShellProps {
  /** The wizard's name: 'Inlenersbeloning' or 'Cao-naleving'. */
  readonly wizardTitle: string;
  readonly steps: readonly WizardStepInfo[];
  readonly current: WizardStepInfo;
  /** Core's 'Vorige' and 'Volgende' destinations; null where the step has none. */
  readonly previous: WizardDestination | null;
  readonly next: WizardDestination | null;
  /** Whether the next step is reachable with what is stored (core's reachability). */
  readonly nextReachable: boolean;
  /** Where the close button goes after confirmation (core's exitDestination, or the overview). */
  readonly exit: WizardDestination;
}

/**
 * The wizard frame (SPEC.md 2.11) around a step whose form is still to come: the steps as breadcrumbs (only
 * the current and passed steps are links), the step's title, hint and manual chapter, a notice that the
 * form arrives with the wizard, 'Vorige' and 'Volgende' by core's navigation and a close button with
 * confirmation. It shows no form.
 */
export function WizardShell({
  wizardTitle,
  steps,
  current,
  previous,
  next,
  nextReachable,
  exit,
}: WizardShellProps) {
  const navigate = useNavigate();
  const blockedId = useId();
  return (
    <div className="page wizard-shell">
      <div className="wizard-shell__head">
        <p className="wizard-shell__eyebrow">{wizardTitle}</p>
        <ConfirmButton
          variant="secondary"
          confirmText={CLOSE_CONFIRMATION}
          onConfirmed={() => void navigate(destinationPath(exit))}
        >
          {CLOSE_LABEL}
        </ConfirmButton>
      </div>
      <StepHeader steps={steps} current={current} />
      <div className="notice notice--info" role="status">
        {STEP_FORM_COMING}
      </div>
      <div className="wizard-shell__buttons">
        {previous === null ? (
          <span />
        ) : (
          <Link className="button button--secondary" to={destinationPath(previous)}>
            Vorige
          </Link>
        )}
        {next === null ? null : nextReachable ? (
          <Link className="button" to={destinationPath(next)}>
            Volgende
          </Link>
        ) : (
          <div className="wizard-shell__blocked">
            <Button disabled aria-describedby={blockedId}>
              Volgende
            </Button>
            <p id={blockedId} className="muted">
              {NEXT_NOT_REACHABLE}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The head of a wizard step (SPEC.md 2.11): the steps as breadcrumbs (only the current and passed steps are
 * links), the step's title, its hint and the link to its chapter of the manual. The shell and the full
 * wizard's frame both show it.
 */
export function StepHeader({
  steps,
  current,
}: {
  readonly steps: readonly WizardStepInfo[];
  readonly current: WizardStepInfo;
}) {
  return (
    <>
      <nav aria-label={STEPS_LABEL} className="wizard-shell__steps">
        <ol>
          {steps.map((step) => {
            const text = (
              <>
                <span className="wizard-shell__number" aria-hidden="true">
                  {step.number}
                </span>
                <span>{step.label}</span>
              </>
            );
            const isCurrent = step.number === current.number;
            const state = isCurrent ? 'current' : step.number < current.number ? 'passed' : 'ahead';
            return (
              <li key={step.routeName} className={`wizard-shell__step wizard-shell__step--${state}`}>
                {isBreadcrumbClickable(step.number, current.number) ? (
                  <Link to={step.fullPath} aria-current={isCurrent ? 'step' : undefined}>
                    {text}
                  </Link>
                ) : (
                  <span className="wizard-shell__ahead">{text}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <h1>
        Stap {current.number}: {current.label}
      </h1>
      {current.hint === null ? null : <p className="wizard-shell__hint">{current.hint}</p>}
      <p>
        <a href={`${pathFor('manual')}#${current.manualAnchor}`} target="_blank" rel="noopener">
          {MANUAL_LINK}
        </a>
      </p>
    </>
  );
}
