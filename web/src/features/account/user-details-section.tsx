import type { User } from '@beloning/core/api';
import { changeEmailRuleSets, type ChangeEmailForm } from '@beloning/core/rules';
import { useState } from 'react';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi } from '../../lib/load-api';
import { DetailList } from './detail-list';

/**
 * The user's own details and the e-mail change (SPEC.md 2.7): the new address gets a link; the address
 * changes only when that link is opened (the verification page of SPEC.md 2.6).
 */
export function UserDetailsSection({ user }: { readonly user: User }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailForm>({ initialValues: { email: '' }, ruleSets: changeEmailRuleSets });
  return (
    <section className="card account-section" aria-labelledby="account-user-title">
      <h2 id="account-user-title">Gebruikersgegevens</h2>
      <DetailList
        items={[
          { term: 'E-mailadres', value: user.email },
          // Most users' user name is their address; then it is not shown twice.
          ...(user.username === user.email ? [] : [{ term: 'Gebruikersnaam', value: user.username }]),
        ]}
      />
      <h3 className="account-section__subtitle">E-mailadres wijzigen</h3>
      <p className="muted">
        We sturen een e-mail met een bevestigingslink naar het nieuwe adres. Uw e-mailadres wijzigt pas als u
        op die link klikt.
      </p>
      <form
        noValidate
        className="account-inline-form"
        onSubmit={form.handleSubmit(async (values) => {
          const email = values.email.trim();
          setSentTo(null);
          await (await loadApi()).api.account.changeEmail({ email });
          setSentTo(email);
          form.setValue('email', '');
        })}
      >
        <TextField
          form={form}
          name="email"
          label="Nieuw e-mailadres"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitButton form={form} variant="secondary">
          Verstuur bevestigingslink
        </SubmitButton>
      </form>
      <FormMessages messages={form.formMessages} />
      <div role="status">
        {sentTo === null ? null : (
          <div className="notice notice--success">
            We hebben een e-mail gestuurd naar <strong>{sentTo}</strong>. Bevestig uw nieuwe e-mailadres via
            de link daarin.
          </div>
        )}
      </div>
    </section>
  );
}
