import { supportRuleSets, type SupportForm } from '@beloning/core/rules';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi, usePreloadApi } from '../../lib/load-api';
import { SUPPORT_EMAIL } from '../../lib/texts';
import { TextareaField } from './textarea-field';
import './support.css';

const EMPTY: SupportForm = { title: '', text: '' };

/**
 * Support (SPEC.md 2.8): a title and a text, mailed to the helpdesk with POST inleners/support/; success says
 * an e-mail was sent, a failure shows the form-level message of SPEC.md section 8 and keeps what was typed.
 */
export function SupportPage() {
  const [sentTitle, setSentTitle] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  usePreloadApi();
  const form = useForm<SupportForm>({ initialValues: EMPTY, ruleSets: supportRuleSets });

  // Keyboard and screen-reader users land where the page changed: on the message once it is sent.
  useEffect(() => {
    if (sentTitle !== null) sentRef.current?.focus();
  }, [sentTitle]);

  return (
    <div className="page page--reading support">
      <h1>Support</h1>
      <p className="support__intro">
        Heeft u een vraag over uw inlenersbeloning, uw account of het portaal? Stel hem hier. Het bericht gaat
        per e-mail naar onze helpdesk; we antwoorden op werkdagen tussen 9:00 en 14:00 uur.
      </p>
      <section className="card" aria-labelledby="support-form-title">
        <h2 id="support-form-title">Bericht aan de helpdesk</h2>
        {sentTitle === null ? (
          <form
            noValidate
            onSubmit={form.handleSubmit(async (values) => {
              const title = values.title.trim();
              await (await loadApi()).api.support.send({ title, text: values.text.trim() });
              setSentTitle(title);
              form.setValue('title', '');
              form.setValue('text', '');
            })}
          >
            <TextField form={form} name="title" label="Onderwerp" autoComplete="off" />
            <TextareaField form={form} name="text" label="Uw vraag of opmerking" rows={8} />
            <FormMessages messages={form.formMessages} />
            <div className="row row--end">
              <SubmitButton form={form}>Verstuur bericht</SubmitButton>
            </div>
          </form>
        ) : (
          <div>
            <div className="notice notice--success" role="status" tabIndex={-1} ref={sentRef}>
              <p>
                Uw bericht <strong>{sentTitle}</strong> is verstuurd. Er is een e-mail naar onze helpdesk
                gestuurd; we nemen zo snel mogelijk contact met u op.
              </p>
            </div>
            <div className="row">
              <Button
                variant="secondary"
                onClick={() => {
                  // The form must be back in the page before its first field can take the focus.
                  flushSync(() => setSentTitle(null));
                  document.getElementById(form.inputId('title'))?.focus();
                }}
              >
                Nog een bericht sturen
              </Button>
              <Link to={pathFor('overview')}>Naar Mijn beloningen</Link>
            </div>
          </div>
        )}
      </section>
      <p className="muted">
        Liever direct mailen? Dat kan naar <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}
