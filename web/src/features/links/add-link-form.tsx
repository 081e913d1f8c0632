import { linkRuleSets, normaliseKvkNr, type LinkForm } from '@beloning/core/rules';
import { useEffect, useMemo, useState } from 'react';
import { FieldFrame } from '../../components/form/field-frame';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { KVK_DISTURBED, KVK_SEARCHING } from '../../lib/texts';
import { linkAddedText } from './links-texts';
import { nameAfter, useAgencyLookup } from './use-agency-lookup';

const EMPTY: LinkForm = { kvk_nr: '', handelsnaam: '', contact_email: '' };

/** An invite the user chose to add: its KVK number and e-mail go into the form. */
export interface LinkPrefill {
  readonly kvk_nr: string;
  readonly contact_email: string;
  /** Changes with every choice, so choosing the same invite again fills the form again. */
  readonly round: number;
}

export interface AddLinkFormProps {
  /** KVK numbers already linked ('Een koppeling per uitlener'). */
  readonly linkedKvkNrs: readonly string[];
  /** Index the new link gets in the saved list, to read the server's field errors. */
  readonly newIndex: number;
  readonly prefill: LinkPrefill | null;
  /** Saves the list with this link added; rejects with the server's error. */
  readonly onAdd: (link: LinkForm) => Promise<void>;
}

/**
 * The add-link form (SPEC.md 5.2 'Links form'): the agency's KVK number (at most 8 characters) is looked up
 * to fill the read-only company name ('Zoeken...', then the name, or 'Niet gevonden' with the disturbance
 * notice when the registry fails), and a contact e-mail.
 */
export function AddLinkForm({ linkedKvkNrs, newIndex, prefill, onAdd }: AddLinkFormProps) {
  const [added, setAdded] = useState<string | null>(null);
  const ruleSets = useMemo(() => linkRuleSets(linkedKvkNrs), [linkedKvkNrs]);
  const serverFieldNames = useMemo(
    () => ({
      [`koppelingen.${newIndex}.kvk_nr`]: 'kvk_nr' as const,
      [`koppelingen.${newIndex}.handelsnaam`]: 'handelsnaam' as const,
      [`koppelingen.${newIndex}.contact_email`]: 'contact_email' as const,
    }),
    [newIndex],
  );
  const form = useForm<LinkForm>({ initialValues: EMPTY, ruleSets, serverFieldNames });
  const agency = useAgencyLookup((lookup) => {
    form.setValue('handelsnaam', nameAfter(lookup));
    form.validate('kvk_nr');
  });

  const changeKvkNr = (text: string) => {
    setAdded(null);
    if (agency.lookup.status !== 'idle' && normaliseKvkNr(text) !== agency.lookup.kvkNr) {
      agency.reset();
      form.setValue('handelsnaam', '');
    }
    if (/^\d{8}$/.test(text.replace(/[\s.]/g, '')) && agency.search(text)) form.setValue('handelsnaam', '');
  };

  useEffect(() => {
    if (prefill === null) return;
    form.setValue('kvk_nr', prefill.kvk_nr);
    form.setValue('contact_email', prefill.contact_email);
    changeKvkNr(prefill.kvk_nr);
    document.getElementById(form.inputId('kvk_nr'))?.focus();
    // Only a new choice fills the form; the form's own changes must not.
  }, [prefill?.round]);

  const searching = agency.lookup.status === 'searching';
  const nameId = form.inputId('handelsnaam');
  const nameError = form.errorOf('handelsnaam');
  return (
    <form
      noValidate
      className="links__form"
      aria-labelledby="links-add-title"
      onSubmit={form.handleSubmit(async (values) => {
        await onAdd(values);
        setAdded(linkAddedText(values.handelsnaam, values.contact_email.trim()));
        agency.reset();
        for (const field of ['kvk_nr', 'handelsnaam', 'contact_email'] as const) form.setValue(field, '');
      })}
    >
      <h3 id="links-add-title">Koppeling toevoegen</h3>
      <div className="links__form-fields">
        <TextField
          form={form}
          name="kvk_nr"
          label="KVK nummer uitlener"
          inputMode="numeric"
          autoComplete="off"
          onValueChange={changeKvkNr}
          onAfterBlur={(text) => {
            if (agency.search(text)) form.setValue('handelsnaam', '');
          }}
        />
        <FieldFrame
          inputId={nameId}
          label="Bedrijfsnaam"
          required={form.isRequired('handelsnaam')}
          error={nameError}
        >
          {(describedBy) => (
            <input
              id={nameId}
              className="input"
              readOnly
              aria-readonly="true"
              aria-required={form.isRequired('handelsnaam') || undefined}
              aria-invalid={nameError !== null || undefined}
              aria-describedby={describedBy}
              aria-busy={searching || undefined}
              value={searching ? KVK_SEARCHING : form.values.handelsnaam}
              placeholder="Wordt opgezocht bij de KVK"
            />
          )}
        </FieldFrame>
        <TextField
          form={form}
          name="contact_email"
          label="E-mailadres contactpersoon"
          type="email"
          autoComplete="off"
          onValueChange={() => setAdded(null)}
        />
      </div>
      {agency.lookup.status === 'failed' ? (
        <div className="notice notice--warning" role="alert">
          {KVK_DISTURBED}
        </div>
      ) : null}
      <div role="status" className="links__added">
        {added === null ? null : <div className="notice notice--success">{added}</div>}
      </div>
      <FormMessages messages={form.formMessages} />
      <SubmitButton form={form} disabled={searching}>
        Koppeling toevoegen
      </SubmitButton>
    </form>
  );
}
