import type { ApiClient, RegistrationPayload } from '@beloning/core/api';
import { normaliseKvkNr, registerRuleSets, shouldLookUpKvkNr, type RegisterForm } from '@beloning/core/rules';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathFor, type RouteName } from '../../lib/routes';
import { CheckboxField } from '../form/checkbox-field';
import { FormMessages } from '../form/form-messages';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useForm } from '../form/use-form';
import { loadApi, usePreloadApi } from '../../lib/load-api';
import { KVK_DISTURBED } from '../../lib/texts';
import { AuthCard, Outcome } from '../auth-card';
import { CompanyNameSelect } from './company-name-select';
import { companyNameAfter, useKvkLookup } from '../../lib/use-kvk-lookup';

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

/** What differs between the hirer's registration and an agency's (the agency area uses the same form). */
export interface RegisterVariant {
  readonly title: string;
  readonly intro: string;
  readonly companyHeading: string;
  readonly kvkHint: string;
  readonly confirmLabel: string;
  readonly loginRoute: RouteName;
  readonly successText: (email: ReactNode) => ReactNode;
  readonly register: (api: ApiClient, payload: RegistrationPayload) => Promise<void>;
}

/** The hirer's registration (SPEC.md 2.5). */
export const HIRER_REGISTRATION: RegisterVariant = {
  title: 'Registreren',
  intro:
    'Maak een gratis account aan voor uw bedrijf. Daarna legt u uw inlenersbeloning vast en deelt u haar met uw uitzendbureaus.',
  companyHeading: 'Uw bedrijf',
  kvkHint: 'Het nummer van 8 cijfers waarmee uw bedrijf bij de Kamer van Koophandel staat ingeschreven.',
  confirmLabel: 'Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bedrijf is',
  loginRoute: 'login',
  successText: (email) => (
    <>
      Uw account is aangemaakt. We hebben een bevestigingsmail gestuurd naar <strong>{email}</strong>. Klik op
      de link in die e-mail om uw account te activeren.
    </>
  ),
  register: (api, payload) => api.auth.register(payload),
};

/**
 * Register (SPEC.md 2.5): the KVK number fills the company-name dropdown through the lookup; the submit
 * stays disabled until both checkboxes are ticked; success says the account exists and a mail is on its way.
 * The agency area registers agencies with the same form (`variant`).
 */
export function RegisterPage({ variant = HIRER_REGISTRATION }: { readonly variant?: RegisterVariant }) {
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
            <Link className="button" to={pathFor(variant.loginRoute)}>
              Naar inloggen
            </Link>
          }
        >
          <p>{variant.successText(registeredEmail)}</p>
        </Outcome>
      </AuthCard>
    );
  }

  const bothTicked = form.values.handelsnaamConfirmed && form.values.termsAccepted;
  return (
    <AuthCard
      title={variant.title}
      intro={variant.intro}
      footer={
        <p>
          Heeft u al een account? <Link to={pathFor(variant.loginRoute)}>Inloggen</Link>
        </p>
      }
    >
      <form
        noValidate
        aria-describedby={bothTicked ? undefined : `${form.id}-submit-hint`}
        onSubmit={form.handleSubmit(async (values) => {
          const email = values.email.trim();
          await variant.register((await loadApi()).api, {
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

        <h2 className="auth__section-title">{variant.companyHeading}</h2>
        <TextField
          form={form}
          name="kvkNr"
          label="KVK nummer"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          hint={variant.kvkHint}
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
        <CheckboxField form={form} name="handelsnaamConfirmed" label={variant.confirmLabel} />
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
