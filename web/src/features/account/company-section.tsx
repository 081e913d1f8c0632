import { isApiError, type User } from '@beloning/core/api';
import { companyDetailsRuleSets, normaliseKvkNr, type CompanyDetailsForm } from '@beloning/core/rules';
import { useState } from 'react';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi } from '../../lib/load-api';
import { KVK_DISTURBED } from '../../lib/texts';
import { DetailList } from './detail-list';

/** The server's field names of verify-kvk, as its field errors name them. */
const SERVER_FIELDS = { company_name: 'companyName', kvk_nr: 'kvkNr' } as const;

/**
 * Company details (SPEC.md 2.7), for the main user: company name, KVK number and the parent company's KVK
 * number (read-only, only when present). While the KVK number and name are unverified, name and number are
 * editable and 'Opslaan' checks them against the registry (PUT rest-auth/verify-kvk/).
 */
export function CompanySection({
  user,
  onVerified,
}: {
  readonly user: User;
  readonly onVerified: (user: User) => void;
}) {
  const [verified, setVerified] = useState(false);
  const holding =
    user.holding_kvk_nr === null ? [] : [{ term: 'KVK nummer moederbedrijf', value: user.holding_kvk_nr }];
  return (
    <section className="card account-section" aria-labelledby="account-company-title">
      <h2 id="account-company-title">Bedrijfsgegevens</h2>
      {user.kvk_verified ? (
        <>
          <DetailList
            items={[
              { term: 'Bedrijfsnaam', value: user.company_name },
              { term: 'KVK nummer', value: user.kvk_nr },
              ...holding,
            ]}
          />
          <div role="status">
            {verified ? (
              <div className="notice notice--success">
                KVK nummer en bedrijfsnaam komen overeen met het handelsregister en zijn opgeslagen.
              </div>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <CompanyVerifyForm
            user={user}
            onVerified={(next) => {
              setVerified(true);
              onVerified(next);
            }}
          />
          {holding.length > 0 ? <DetailList items={holding} /> : null}
        </>
      )}
    </section>
  );
}

function CompanyVerifyForm({
  user,
  onVerified,
}: {
  readonly user: User;
  readonly onVerified: (user: User) => void;
}) {
  const form = useForm<CompanyDetailsForm>({
    initialValues: { companyName: user.company_name, kvkNr: user.kvk_nr },
    ruleSets: companyDetailsRuleSets,
    serverFieldNames: SERVER_FIELDS,
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const { api } = await loadApi();
        try {
          const next = await api.account.verifyKvk({
            company_name: values.companyName.trim(),
            kvk_nr: normaliseKvkNr(values.kvkNr) ?? values.kvkNr.trim(),
          });
          onVerified(next);
        } catch (error) {
          // The registry could not be reached (502): the disturbance notice of SPEC.md section 8.
          if (isApiError(error) && error.status === 502) form.setFormMessages([KVK_DISTURBED]);
          else throw error;
        }
      })}
    >
      <p className="muted">
        Vul de bedrijfsnaam en het KVK nummer in zoals ze bij de Kamer van Koophandel staan ingeschreven. Na
        opslaan controleren we ze bij het handelsregister; daarna kunt u ze niet meer wijzigen.
      </p>
      <TextField form={form} name="companyName" label="Bedrijfsnaam" autoComplete="organization" />
      <TextField form={form} name="kvkNr" label="KVK nummer" inputMode="numeric" autoComplete="off" />
      <FormMessages messages={form.formMessages} />
      <div className="row row--end">
        <SubmitButton form={form}>Opslaan</SubmitButton>
      </div>
    </form>
  );
}
