import { step9RuleSets } from '@beloning/core/rules';
import { signedFullname, type InlenersCao, type Step9Form } from '@beloning/core/schemas';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { ConfirmButton } from '../../components/confirm-button';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi } from '../../lib/load-api';
import { NETWORK_FAILED } from '../../lib/texts';
import { FollowTablesField } from './follow-tables-field';

const EMPTY: Step9Form = { agreedToTerms: false, followSalaryTables: null, firstName: '', lastName: '' };

const SERVER_FIELDS = { signed_fullname: 'lastName', follow_salary_tables: 'followSalaryTables' } as const;

interface PendingAccept {
  readonly values: Step9Form;
  readonly done: (error?: unknown) => void;
}

export interface ProposalActionsProps {
  readonly scheme: InlenersCao;
  /** Called after a rejection, to show the scheme as it now is. */
  readonly onRejected: () => void;
}

/**
 * Accepting or rejecting an agency's proposal (SPEC.md 2.10 and section 4), shown on the newest version of
 * an open proposal only. Accepting signs with the hirer's name (step-9 rules) and, after confirmation, goes to
 * the links screen; rejecting asks confirmation and shows the scheme as rejected.
 */
export function ProposalActions({ scheme, onRejected }: ProposalActionsProps) {
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const acceptButtonId = useId();
  /** Where the focus goes once the form opened or closed, so a keyboard user is never left on the page top. */
  const focusNext = useRef<'form' | 'button' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [rejectFailed, setRejectFailed] = useState(false);
  const [pending, setPending] = useState<PendingAccept | null>(null);
  const basedOnCao = scheme.cao_id !== null;
  const ruleSets = useMemo(() => step9RuleSets({ basedOnCao, isProposal: false }), [basedOnCao]);
  const form = useForm<Step9Form>({ initialValues: EMPTY, ruleSets, serverFieldNames: SERVER_FIELDS });
  const agency = scheme.proposal_by_company ?? scheme.proposal_by ?? 'de uitlener';

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === null) return;
    document.getElementById(target === 'form' ? form.inputId('firstName') : acceptButtonId)?.focus();
    // Only opening or closing the form moves the focus.
  }, [accepting]);

  const openForm = (open: boolean) => {
    focusNext.current = open ? 'form' : 'button';
    setAccepting(open);
  };

  const reject = async () => {
    setRejecting(true);
    setRejectFailed(false);
    try {
      await (await loadApi()).api.proposals.answer(scheme.guid, { accept: false });
      onRejected();
    } catch {
      setRejectFailed(true);
    } finally {
      setRejecting(false);
    }
  };

  return (
    <section className="card detail__proposal" aria-labelledby="proposal-title">
      <h2 id="proposal-title">Voorstel van {agency}</h2>
      <p>
        {agency} heeft deze beloningsregeling als voorstel voor u gemaakt. Controleer de regeling hieronder.
        Als u het voorstel accepteert, wordt het uw beloningsregeling en krijgt {agency} daarvan bericht.
      </p>
      {accepting ? (
        <form
          noValidate
          className="detail__accept-form"
          onSubmit={form.handleSubmit(
            (values) =>
              new Promise<void>((resolve, reject) =>
                setPending({ values, done: (error) => (error === undefined ? resolve() : reject(error)) }),
              ),
          )}
        >
          <div className="detail__name-fields">
            <TextField form={form} name="firstName" label="Voornaam" autoComplete="given-name" />
            <TextField form={form} name="lastName" label="Achternaam" autoComplete="family-name" />
          </div>
          {basedOnCao ? <FollowTablesField form={form} /> : null}
          <CheckboxField form={form} name="agreedToTerms" label="Ik ga akkoord met deze voorwaarden" />
          <FormMessages messages={form.formMessages} />
          <div className="row">
            <SubmitButton form={form}>Voorstel accepteren</SubmitButton>
            <Button variant="secondary" disabled={form.busy} onClick={() => openForm(false)}>
              Annuleren
            </Button>
          </div>
        </form>
      ) : (
        <div className="row">
          <Button id={acceptButtonId} onClick={() => openForm(true)}>
            Voorstel accepteren
          </Button>
          <ConfirmButton
            variant="danger"
            busy={rejecting}
            confirmText={`Het voorstel van ${agency} wordt afgewezen. ${agency} krijgt daarvan bericht.`}
            confirmLabel="Afwijzen"
            onConfirmed={() => void reject()}
          >
            Voorstel afwijzen
          </ConfirmButton>
        </div>
      )}
      {rejectFailed ? (
        <div className="notice notice--error" role="alert">
          {NETWORK_FAILED}
        </div>
      ) : null}
      <ConfirmationDialog
        open={pending !== null}
        text={`U accepteert het voorstel van ${agency} en ondertekent het als ${
          pending === null ? '' : signedFullname(pending.values.firstName, pending.values.lastName)
        }.`}
        confirmLabel="Accepteren"
        onRefute={() => {
          pending?.done();
          setPending(null);
        }}
        onConfirm={() => {
          const current = pending;
          setPending(null);
          if (current === null) return;
          const { values } = current;
          void loadApi()
            .then(({ api }) =>
              api.proposals.answer(scheme.guid, {
                accept: true,
                signed_fullname: signedFullname(values.firstName, values.lastName),
                follow_salary_tables: basedOnCao ? values.followSalaryTables === 1 : null,
              }),
            )
            .then(
              () => {
                current.done();
                // The links screen with the agencies' invitations, as after a save in the wizard.
                void navigate(
                  pathFor('inleners-cao-koppelingen', { guid: scheme.guid }, { showInvites: 'true' }),
                );
              },
              (error: unknown) => current.done(error),
            );
        }}
      />
    </section>
  );
}
