import { emptyStep9Form, usesCao, wizardStep, type RefusalIssue } from '@beloning/core/wizard';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loadFailureMessage } from '@beloning/core/api';
import { Button } from '../../../components/button';
import { ConfirmationDialog } from '../../../components/confirmation-dialog';
import { loadApi } from '../../../lib/load-api';
import { SUPPORT_EMAIL } from '../../../lib/texts';
import { editScheme } from '../../../lib/wizard-handoff';
import { CONFLICT_TEXTS } from '../wizard-texts';
import { pathFor } from '../../../lib/routes';
import { BoundCheckbox, BoundRadioGroup, BoundTextField } from '../fields';
import type { StepBodyProps } from '../full-wizard-step';
import { useWizard } from '../store';
import { saveStatusAtom, useSaveStatus } from '../use-save-scheme';
import { StepForm } from '../wizard-frame';
import { useSetAtom } from 'jotai';

const BOUND = { step: 9, form: 'step9', start: () => emptyStep9Form() } as const;

/**
 * Step 9 'Accorderen' (SPEC.md 2.11): the signer's names, the terms, Ja/Nee on following the cao's salary
 * tables (for a scheme on a cao that is not a proposal) and the agencies it is shared with; the frame's
 * 'Opslaan' saves (use-save-scheme.ts) and a refused save is shown here, with everything entered kept.
 */
export default function Step9({ submit }: StepBodyProps) {
  const state = useWizard();
  const status = useSaveStatus();
  const setStatus = useSetAtom(saveStatusAtom);
  // A refusal shown on an earlier visit is not shown again.
  useEffect(() => setStatus({ kind: 'idle' }), [setStatus]);
  const followsTables = usesCao(state) && state.proposalInlenerId === null;
  return (
    <StepForm submit={submit} label="Stap 9: Accorderen">
      <div className="wizard__row">
        <BoundTextField {...BOUND} field="firstName" label="Voornaam" required />
        <BoundTextField {...BOUND} field="lastName" label="Achternaam" required />
      </div>
      <BoundCheckbox
        {...BOUND}
        field="agreedToTerms"
        required
        label="Ik ga akkoord met deze voorwaarden"
        hint={
          <>
            Lees de <Link to={pathFor('terms')}>algemene voorwaarden</Link>.
          </>
        }
      />
      {followsTables ? (
        <BoundRadioGroup<0 | 1>
          {...BOUND}
          field="followSalaryTables"
          label="Loontabellen van de cao volgen"
          required
          options={[
            { value: 1, label: 'Ja' },
            { value: 0, label: 'Nee' },
          ]}
        />
      ) : null}
      {/* A proposal is shared by the hirer once accepted; the agency does not see the hirer's links. */}
      {state.proposalInlenerId !== null ? null : (
        <section className="wizard__section" aria-labelledby="step9-shared">
          <h2 id="step9-shared">Gedeeld met</h2>
          {state.koppelingen.length === 0 ? (
            <p className="muted">
              Nog geen uitleners. Na het opslaan kunt u uitleners koppelen en uitnodigen.
            </p>
          ) : (
            <ul>
              {state.koppelingen.map((link) => (
                <li key={link.kvk_nr}>
                  {link.handelsnaam} ({link.contact_email})
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {status.kind === 'failed' ? (
        <div className="notice notice--error" role="alert">
          {status.issues.length === 0 ? (
            <ul>
              {status.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <RefusalList lines={status.lines.slice(0, 2)} issues={status.issues} />
          )}
          {status.conflict ? <ConflictOffers guid={state.schemeGuid} /> : null}
        </div>
      ) : null}
    </StepForm>
  );
}

/**
 * A save refused because someone else saved a newer version (412): what was entered stays in this browser;
 * the newest version can be looked at beside it (the detail page, in a new tab) or loaded into the wizard
 * instead, after a confirmation, as 'Wijzigen' on the overview would.
 */
function ConflictOffers({ guid }: { readonly guid: string | null }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <p>{CONFLICT_TEXTS.kept}</p>
      {guid === null ? (
        <p>{CONFLICT_TEXTS.fromOverview}</p>
      ) : (
        <div className="wizard__row">
          <a href={pathFor('inleners-cao-detail', { guid })} target="_blank" rel="noopener">
            {CONFLICT_TEXTS.compare}
          </a>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {CONFLICT_TEXTS.reload}
          </Button>
        </div>
      )}
      {failed === null ? null : <p>{failed}</p>}
      <ConfirmationDialog
        open={confirming}
        text={CONFLICT_TEXTS.reloadConfirmation}
        confirmLabel={CONFLICT_TEXTS.reload}
        danger
        onRefute={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (guid === null) return;
          void loadApi()
            .then(({ api }) => editScheme(api, guid))
            .then(
              (path) => navigate(path),
              (error: unknown) => setFailed(loadFailureMessage(error, SUPPORT_EMAIL)),
            );
        }}
      />
    </>
  );
}

/**
 * A save the server refused: the helpdesk pointer and 'Kon cao niet opslaan', then each message with the step
 * it is on (a link there, where it also shows under its field), core's saveRefusalIssues placing them.
 */
function RefusalList({
  lines,
  issues,
}: {
  readonly lines: readonly string[];
  readonly issues: readonly RefusalIssue[];
}) {
  return (
    <>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <ul>
        {issues.map(({ step, issue }, index) => {
          const text = `${issue.tableName === undefined ? '' : `In loontabel ${issue.tableName}: `}${issue.message}`;
          const at = wizardStep(step);
          return (
            <li key={`${index}-${text}`}>
              {step === 9 ? (
                text
              ) : (
                <>
                  <Link to={at.fullPath}>{`Stap ${step}: ${at.label}`}</Link> – {text}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
