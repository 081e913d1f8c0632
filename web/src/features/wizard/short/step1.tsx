import { loadFailureMessage } from '@beloning/core/api';
import { hasErrors, startStep1RuleSets, validateForm } from '@beloning/core/rules';
import {
  SHORT_WIZARD_TEXTS as T,
  askedHelpAgency,
  changeShortWizardCao,
  chooseOwnFilling,
  chosenHelpAgency,
  helpAskedNotice,
  helpingAgencies,
  helpNotice,
  helpRequestFailed,
  helpRequestSent,
  setShortWizardAskForHelp,
  setShortWizardEmployersOrganisation,
  shortWizardStep1Outcome,
} from '@beloning/core/wizard';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { ConfirmButton } from '../../../components/confirm-button';
import { ConfirmationDialog } from '../../../components/confirmation-dialog';
import { Dialog } from '../../../components/dialog';
import { loadApi } from '../../../lib/load-api';
import { pathFor } from '../../../lib/routes';
import { userAtom, useUser } from '../../../lib/session';
import { SUPPORT_EMAIL } from '../../../lib/texts';
import { useRemoteData } from '../../../lib/use-remote-data';
import { CheckboxField, RadioGroupField, SelectField } from '../fields';
import { useWizardAction } from '../store';
import { useCaoOptions } from '../use-cao';
import { CAO_LIST_FAILED, CAO_LOADING } from '../wizard-step-texts';
import { useShortForm, useShortStepFields } from './short-form';
import { focusFirstInvalid } from '../use-step';
import { ShortWizardFrame } from './short-wizard-frame';

type Dialogs = { kind: 'confirm' } | { kind: 'result'; text: string } | null;

/**
 * Short wizard step 1 'Beloningsregeling' (SPEC.md 2.12): follow a cao exactly (the employers'-organisation
 * checkbox and the cao), or an own arrangement, where agencies that offered help can be asked for a
 * proposal (a confirmation, then the result) or the user fills in the full wizard. An open request can be
 * withdrawn ('Ik wil geen hulp meer').
 */
export function ShortStep1() {
  const form = useShortForm();
  const applyWizard = useWizardAction();
  const navigate = useNavigate();
  const user = useUser();
  const setUser = useSetAtom(userAtom);
  const { state: invites } = useRemoteData('uitlener-invites', (api) => api.invites.list());
  const agencies = invites.status === 'ready' ? helpingAgencies(invites.data) : [];
  const errors = validateForm(startStep1RuleSets({ helpingAgencies: agencies.length }), form);
  const fields = useShortStepFields(1, errors);
  const caoOptions = useCaoOptions(form.withEmployersOrganisation);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [sending, setSending] = useState(false);
  const [withdrawal, setWithdrawal] = useState<{ kind: 'done' } | { kind: 'failed'; text: string } | null>(
    null,
  );
  const asked = askedHelpAgency(
    user?.uitlener_asked_for_help ?? null,
    invites.status === 'ready' ? invites.data : [],
  );
  // Option 2 decides on the agencies' offers: it waits for them (a failed load means no offer).
  const waitsForInvites = form.selected === 2 && invites.status === 'loading';

  const next = () => {
    fields.submit();
    if (hasErrors(errors)) return focusFirstInvalid();
    if (waitsForInvites) return;
    const outcome = shortWizardStep1Outcome(form, agencies.length > 0);
    if (outcome.kind === 'next') return void navigate(pathFor('start-wizard-step2-functies'));
    if (outcome.kind === 'confirm-help-request') return setDialog({ kind: 'confirm' });
    if (outcome.kind === 'own-filling') {
      applyWizard((state) => chooseOwnFilling(state).state);
      return void navigate(pathFor('wizard'));
    }
    focusFirstInvalid();
  };

  const sendHelpRequest = async () => {
    const agency = chosenHelpAgency(form, agencies);
    if (agency === undefined) return setDialog(null);
    setSending(true);
    try {
      const { api } = await loadApi();
      setUser(await api.account.updateUser({ uitlener_asked_for_help: agency.subscription }));
      setDialog({ kind: 'result', text: helpRequestSent(agency.company_name) });
    } catch {
      setDialog({ kind: 'result', text: helpRequestFailed(agency.email) });
    } finally {
      setSending(false);
    }
  };

  const withdraw = async () => {
    setWithdrawal(null);
    try {
      const { api } = await loadApi();
      setUser(await api.account.updateUser({ uitlener_asked_for_help: null }));
      setWithdrawal({ kind: 'done' });
    } catch (error) {
      setWithdrawal({ kind: 'failed', text: loadFailureMessage(error, SUPPORT_EMAIL) });
    }
  };

  const caoList = caoOptions.status === 'ready' ? caoOptions.options : [];
  return (
    <ShortWizardFrame step={1} onNext={next} nextBusy={waitsForInvites && fields.submitted}>
      {asked === null ? null : (
        <div className="notice notice--info stack">
          <p>{helpAskedNotice(asked.company_name)}</p>
          <div>
            <ConfirmButton
              variant="secondary"
              confirmText={T.withdrawHelpConfirm}
              onConfirmed={() => void withdraw()}
            >
              {T.withdrawHelp}
            </ConfirmButton>
          </div>
        </div>
      )}
      {withdrawal === null ? null : (
        <p
          className={`notice ${withdrawal.kind === 'done' ? 'notice--success' : 'notice--error'}`}
          role="status"
        >
          {withdrawal.kind === 'done' ? T.withdrawHelpDone : withdrawal.text}
        </p>
      )}
      <RadioGroupField<1 | 2>
        label={T.selectedLabel}
        required
        options={[
          { value: 1, label: T.followCao },
          { value: 2, label: T.ownArrangement },
        ]}
        binding={fields.bind('selected')}
      />
      {form.selected === 1 ? (
        <>
          <CheckboxField
            label={T.employersOrganisation}
            hint={T.employersOrganisationHint}
            binding={fields.bind(
              'withEmployersOrganisation',
              (ticked) => (old) => setShortWizardEmployersOrganisation(old, ticked === true),
            )}
          />
          <SelectField<number>
            label={T.caoLabel}
            required
            placeholder={
              caoOptions.status === 'loading'
                ? CAO_LOADING
                : caoOptions.status === 'error'
                  ? CAO_LIST_FAILED
                  : 'Kies een cao'
            }
            disabled={caoOptions.status !== 'ready'}
            options={caoList.map((cao) => ({ value: cao.cao_id, label: cao.full_name }))}
            binding={fields.bind(
              'caoId',
              (caoId) => (old) => changeShortWizardCao(old, typeof caoId === 'number' ? caoId : null),
            )}
          />
        </>
      ) : null}
      {form.selected === 2 && invites.status === 'loading' ? (
        <p className="muted" role="status">
          Aanbiedingen van uitleners laden...
        </p>
      ) : null}
      {form.selected === 2 && agencies.length > 0 ? (
        <>
          <p className="notice notice--warning">{helpNotice(agencies)}</p>
          <RadioGroupField<1 | 2>
            label={T.askForHelpLabel}
            required
            options={[
              { value: 1, label: T.askForHelp },
              { value: 2, label: T.fillInMyself },
            ]}
            binding={fields.bind(
              'askForHelp',
              (answer) => (old) => setShortWizardAskForHelp(old, answer === 1 ? 1 : 2, agencies),
            )}
          />
          {form.askForHelp === 1 && agencies.length > 1 ? (
            <SelectField<number>
              label={T.agencyLabel}
              required
              placeholder="Kies een uitlener"
              options={agencies.map((agency) => ({
                value: agency.subscription,
                label: `${agency.company_name} (${agency.email})`,
              }))}
              binding={fields.bind('helpUitlenersSubscription')}
            />
          ) : null}
        </>
      ) : null}
      <ConfirmationDialog
        open={dialog?.kind === 'confirm'}
        text={T.helpRequestConfirm}
        confirmLabel={T.helpRequestConfirmLabel}
        busy={sending}
        onRefute={() => setDialog(null)}
        onConfirm={() => void sendHelpRequest()}
      />
      <Dialog
        open={dialog?.kind === 'result'}
        title="Hulp van de uitlener"
        description={dialog?.kind === 'result' ? dialog.text : undefined}
        onClose={() => void navigate(pathFor('overview'))}
        actions={<Button onClick={() => void navigate(pathFor('overview'))}>OK</Button>}
      />
    </ShortWizardFrame>
  );
}
