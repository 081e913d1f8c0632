import { RegisterPage, type RegisterVariant } from '../../components/registration/register-page';

/** The agency's registration: the hirer's form, rules and KVK lookup (SPEC.md 2.5), in the agency's words. */
const AGENCY_REGISTRATION: RegisterVariant = {
  title: 'Registreren uitlener',
  intro:
    'Maak een gratis account aan voor uw uitzendbureau, met het e-mailadres waarmee inleners met u delen: u ziet wat met dat adres en het KVK-nummer van uw bureau is gedeeld. Heeft uw bureau al een account, meld u dan hier ook aan; een beheerder van dat account geeft u toegang tot de rest.',
  companyHeading: 'Uw bureau',
  kvkHint: 'Het nummer van 8 cijfers waarmee uw bureau bij de Kamer van Koophandel staat ingeschreven.',
  confirmLabel: 'Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bureau is',
  loginRoute: 'uitlenersportaal-login',
  successText: (email) => (
    <>
      Het account van uw bureau is aangemaakt. We hebben een bevestigingsmail gestuurd naar{' '}
      <strong>{email}</strong>. Klik op de link in die e-mail om het account te activeren en log daarna in op
      het uitlenersportaal.
    </>
  ),
  // POST rest-auth/uitlener-registration/.
  register: (api, payload) => api.agency.register(payload),
};

/** Agency sign-up: /uitlenersportaal/registreren. */
export function AgencyRegisterPage() {
  return <RegisterPage variant={AGENCY_REGISTRATION} />;
}
