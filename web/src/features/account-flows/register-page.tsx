import { normaliseKvkNr, registerRuleSets, shouldLookUpKvkNr, type RegisterForm } from '@beloning/core/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../app/routes';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi, usePreloadApi } from '../../lib/load-api';
import { KVK_DISTURBED } from '../../lib/texts';
import { AuthCard, Outcome } from './auth-card';
import { CompanyNameSelect } from './company-name-select';
import { companyNameAfter, useKvkLookup } from './use-kvk-lookup';

const EMPTY: RegisterForm = {
  email: '',
  phoneNr: '',
  password1: '',
  password2: '',
  kvkNr: '',
  handelsnaam: '',
  handelsnaamType: '',
  handelsnaamConfirmed: false,
  termsAccepted: false,
};

/** The registration's field names on the wire, as the server names them in its field errors. */
const SERVER_FIELDS = {
  username: 'email',
  phone_nr: 'phoneNr',
  kvk_nr: 'kvkNr',
  company_name: 'handelsnaam',
  company_name_type: 'handelsnaam',
  terms_and_conditions_accepted: 'termsAccepted',
} as const;

/** Eight digits typed (spaces and dots aside): the lookup starts without waiting for blur. */
function isCompleteKvkNr(text: string): boolean {
  return /^\d{8}$/.test(text.replace(/[\s.]/g, ''));
}

/**
 * Register (SPEC.md 2.5): the KVK number fills the company-name dropdown through the lookup; the submit
 * stays disabled until both checkboxes are ticked; success says the account exists and a mail is on its way.
 */
export function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  usePreloadApi();
  const form = useForm<RegisterForm>({
    initialValues: EMPTY,
    ruleSets: registerRuleSets,
    serverFieldNames: SERVER_FIELDS,
  });
  const kvk = useKvkLookup((lookup) => {
    const { name, type } = companyNameAfter(lookup);
    form.setValue('handelsnaam', name);
    form.setValue('handelsnaamType', type);
    form.validate('kvkNr');
  });

  const startLookup = (text: string) => {
    if (!shouldLookUpKvkNr(text)) return;
    if (kvk.search(text)) {
      form.setValue('handelsnaam', '');
      form.setValue('handelsnaamType', '');
    }
  };

  if (registeredEmail !== null) {
    return (
      <AuthCard title="Account aangemaakt">
        <Outcome
          tone="success"
          actions={
            <Link className="button" to={pathFor('login')}>
              Naar inloggen
            </Link>
          }
        >
          <p>
            Uw account is aangemaakt. We hebben een bevestigingsmail gestuurd naar{' '}
            <strong>{registeredEmail}</strong>. Klik op de link in die e-mail om uw account te activeren.
          </p>
        </Outcome>
      </AuthCard>
    );
  }

  const bothTicked = form.values.handelsnaamConfirmed && form.values.termsAccepted;
  return (
    <AuthCard
      title="Registreren"
      intro="Maak een gratis account aan voor uw bedrijf. Daarna legt u uw inlenersbeloning vast en deelt u haar met uw uitzendbureaus."
      footer={
        <p>
          Heeft u al een account? <Link to={pathFor('login')}>Inloggen</Link>
        </p>
      }
    >
      <form
        noValidate
        aria-describedby={bothTicked ? undefined : `${form.id}-submit-hint`}
        onSubmit={form.handleSubmit(async (values) => {
          const email = values.email.trim();
          await (
            await loadApi()
          ).api.auth.register({
            username: email,
            email,
            password1: values.password1,
            password2: values.password2,
            company_name: values.handelsnaam,
            company_name_type: values.handelsnaamType,
            kvk_nr: normaliseKvkNr(values.kvkNr) ?? values.kvkNr.trim(),
            terms_and_conditions_accepted: values.termsAccepted,
            phone_nr: values.phoneNr.trim(),
          });
          setRegisteredEmail(email);
        })}
      >
        <h2 className="auth__section-title auth__section-title--first">Uw gegevens</h2>
        <TextField form={form} name="email" label="E-mailadres" type="email" autoComplete="email" />
        <TextField
          form={form}
          name="phoneNr"
          label="Telefoonnummer"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          form={form}
          name="password1"
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="password2"
          label="Herhaal wachtwoord"
          type="password"
          autoComplete="new-password"
        />

        <h2 className="auth__section-title">Uw bedrijf</h2>
        <TextField
          form={form}
          name="kvkNr"
          label="KVK nummer"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          hint="Het nummer van 8 cijfers waarmee uw bedrijf bij de Kamer van Koophandel staat ingeschreven."
          onValueChange={(text) => {
            if (kvk.lookup.status !== 'idle' && normaliseKvkNr(text) !== kvk.lookup.kvkNr) {
              kvk.reset();
              form.setValue('handelsnaam', '');
              form.setValue('handelsnaamType', '');
            }
            if (isCompleteKvkNr(text)) startLookup(text);
          }}
          onAfterBlur={startLookup}
        />
        <CompanyNameSelect form={form} lookup={kvk.lookup} />
        {kvk.lookup.status === 'failed' ? (
          <div className="notice notice--warning" role="alert">
            {KVK_DISTURBED}
          </div>
        ) : null}
        <CheckboxField
          form={form}
          name="handelsnaamConfirmed"
          label="Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bedrijf is"
        />
        <CheckboxField
          form={form}
          name="termsAccepted"
          label={
            <>
              Ik ga akkoord met de{' '}
              <Link to={pathFor('terms')} target="_blank" rel="noopener">
                algemene voorwaarden
              </Link>
            </>
          }
        />
        <FormMessages messages={form.formMessages} />
        <SubmitButton form={form} big disabled={!bothTicked}>
          Registreren
        </SubmitButton>
        {bothTicked ? null : (
          <p id={`${form.id}-submit-hint`} className="auth__submit-hint">
            Vink beide vakjes aan om te registreren.
          </p>
        )}
      </form>
    </AuthCard>
  );
}
