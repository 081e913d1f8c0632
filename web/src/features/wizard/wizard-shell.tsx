import type { WizardDestination, WizardStepInfo } from '@beloning/core/wizard';
import { isBreadcrumbClickable } from '@beloning/core/wizard';
import { Link } from 'react-router-dom';
import { pathFor, pathForName } from '../../lib/routes';
import { MANUAL_LINK, STEPS_LABEL } from './wizard-texts';
import './wizard-shell.css';

/** The browser path of one of core's wizard destinations. */
export function destinationPath(destination: WizardDestination): string {
  if (destination.kind === 'agency-subscription')
    return pathFor('uitlenersportaal-inlener', { inlenersId: String(destination.inlenersId) });
  return pathForName(destination.name, destination.params, destination.query);
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
