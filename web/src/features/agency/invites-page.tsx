import {
  emailRuleSet,
  kvkNrValid,
  MAX_LENGTH,
  maxLength,
  normaliseKvkNr,
  required,
  ruleSet,
  shouldLookUpKvkNr,
  type FormRuleSets,
} from '@beloning/core/rules';
import { useState } from 'react';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { PageLoader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { KVK_DISTURBED, KVK_NOT_FOUND, KVK_SEARCHING, NETWORK_FAILED } from '../../lib/texts';
import { useKvkLookup, type KvkLookup } from '../../lib/use-kvk-lookup';
import { dutchDateOf } from './format';
import { HelpOfferCard } from './help-offer-card';
import { useRemoteData } from '../../lib/use-remote-data';
import { ScrollTable } from '../../components/scroll-table';

/** The invitation form (POST uitleners/invites/): the hirer's e-mail and KVK number, and whether to help. */
type InviteForm = {
  readonly email: string;
  readonly kvkNr: string;
  readonly proposalsEnabled: boolean;
};

const EMPTY: InviteForm = { email: '', kvkNr: '', proposalsEnabled: true };

/** Core's rules: a valid e-mail address and a KVK number of at most 8 characters that is 8 digits. */
const INVITE_RULES: FormRuleSets<InviteForm> = {
  email: emailRuleSet,
  kvkNr: ruleSet(required, maxLength(MAX_LENGTH.kvkNr), kvkNrValid),
};

const SERVER_FIELDS = { kvk_nr: 'kvkNr', proposals_enabled: 'proposalsEnabled' } as const;

/** What the lookup found for the typed number, as a line under the field (it never blocks the invitation). */
function LookupLine({ lookup }: { readonly lookup: KvkLookup }) {
  let text = '';
  if (lookup.status === 'searching') text = KVK_SEARCHING;
  if (lookup.status === 'found') text = `Bedrijfsnaam: ${lookup.names.map(([name]) => name).join(', ')}`;
  if (lookup.status === 'not-found' || lookup.status === 'failed') text = `Bedrijfsnaam: ${KVK_NOT_FOUND}`;
  return (
    <>
      <p className="agency-lookup" role="status">
        {text}
      </p>
      {lookup.status === 'failed' ? (
        <div className="notice notice--warning" role="alert">
          {KVK_DISTURBED}
        </div>
      ) : null}
    </>
  );
}

function InviteFormCard({ onSent }: { readonly onSent: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <section className="card agency-invite" aria-labelledby="uitnodigen-title">
      <h2 id="uitnodigen-title">Inlener uitnodigen</h2>
      <p className="muted">
        De inlener krijgt een e-mail met een uitnodiging om zijn beloningsregeling vast te leggen en met uw
        bureau te delen. Nodigt u hetzelfde KVK-nummer opnieuw uit, dan wordt de uitnodiging bijgewerkt.
      </p>
      {sentTo === null ? null : (
        <div className="notice notice--success" role="status">
          Uitnodiging verstuurd naar {sentTo}.
        </div>
      )}
      <InviteFormFields
        key={formKey}
        onSent={(email) => {
          setSentTo(email);
          setFormKey((value) => value + 1);
          onSent();
        }}
      />
    </section>
  );
}

function InviteFormFields({ onSent }: { readonly onSent: (email: string) => void }) {
  const form = useForm<InviteForm>({
    initialValues: EMPTY,
    ruleSets: INVITE_RULES,
    serverFieldNames: SERVER_FIELDS,
  });
  const kvk = useKvkLookup(() => undefined);
  const lookUp = (text: string) => {
    if (shouldLookUpKvkNr(text)) kvk.search(text);
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const email = values.email.trim();
        await (
          await loadApi()
        ).api.agency.invite({
          email,
          kvk_nr: normaliseKvkNr(values.kvkNr) ?? values.kvkNr.trim(),
          proposals_enabled: values.proposalsEnabled,
        });
        onSent(email);
      })}
    >
      <div className="agency-invite__fields">
        <TextField
          form={form}
          name="email"
          label="E-mailadres van de inlener"
          type="email"
          autoComplete="off"
        />
        <div>
          <TextField
            form={form}
            name="kvkNr"
            label="KVK nummer van de inlener"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            onValueChange={(text) => {
              if (kvk.lookup.status !== 'idle' && normaliseKvkNr(text) !== kvk.lookup.kvkNr) kvk.reset();
              if (/^\d{8}$/.test(text.replace(/[\s.]/g, ''))) lookUp(text);
            }}
            onAfterBlur={lookUp}
          />
          <LookupLine lookup={kvk.lookup} />
        </div>
      </div>
      <CheckboxField
        form={form}
        name="proposalsEnabled"
        label="Hulp aanbieden: de inlener kan ons vragen een voorstel voor zijn beloningsregeling te maken"
      />
      <FormMessages messages={form.formMessages} />
      <SubmitButton form={form}>Uitnodiging versturen</SubmitButton>
    </form>
  );
}

/** /uitlenersportaal/uitnodigingen: invite a hirer (and offer help), and the invitations sent so far. */
export function InvitesPage() {
  const { state, reload } = useRemoteData('uitnodigingen', (api) => api.agency.invites());
  return (
    <>
      <h1>Uitnodigingen</h1>
      <HelpOfferCard />
      <InviteFormCard onSent={reload} />
      <section className="card" aria-labelledby="verstuurd-title">
        <h2 id="verstuurd-title">Verstuurde uitnodigingen</h2>
        {state.status === 'loading' ? <PageLoader /> : null}
        {state.status === 'error' ? (
          <div className="notice notice--error" role="alert">
            <p>{NETWORK_FAILED}</p>
            <Button variant="secondary" onClick={reload}>
              Opnieuw proberen
            </Button>
          </div>
        ) : null}
        {state.status === 'ready' && state.data.length === 0 ? (
          <p className="muted">U heeft nog geen inleners uitgenodigd.</p>
        ) : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          <ScrollTable label="Verstuurde uitnodigingen">
            <table role="table" className="table agency-table agency-table--stack">
              <caption className="visually-hidden">Verstuurde uitnodigingen</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    E-mailadres
                  </th>
                  <th role="columnheader" scope="col">
                    KVK nummer
                  </th>
                  <th role="columnheader" scope="col">
                    Hulp aangeboden
                  </th>
                  <th role="columnheader" scope="col">
                    Status
                  </th>
                  <th role="columnheader" scope="col">
                    Verstuurd
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {state.data.map((invite) => (
                  <tr role="row" key={invite.kvk_nr}>
                    <td role="cell" data-label="E-mailadres" className="agency-table__wrap">
                      {invite.email}
                    </td>
                    <td role="cell" data-label="KVK nummer">
                      {invite.kvk_nr}
                    </td>
                    <td role="cell" data-label="Hulp aangeboden">
                      {invite.proposals_enabled ? 'Ja' : 'Nee'}
                    </td>
                    <td role="cell" data-label="Status">
                      {invite.registered ? (
                        <span className="badge">Heeft een account</span>
                      ) : (
                        <span className="badge badge--muted">Nog geen account</span>
                      )}
                    </td>
                    <td role="cell" data-label="Verstuurd">
                      {dutchDateOf(invite.updated_at)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        ) : null}
      </section>
    </>
  );
}
