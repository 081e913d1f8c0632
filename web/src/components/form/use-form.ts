import { formMessagesFromError } from '@beloning/core/api';
import { isRequired, validateField, type FormRuleSets, type RuleSet } from '@beloning/core/rules';
import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { SUPPORT_EMAIL } from '../../lib/texts';

/**
 * Form state on core's rule sets (SPEC.md sections 5 and 8): a field is validated when it loses focus (and
 * again on every change once it shows a message, so the message goes as soon as the value is right); the
 * whole form is validated on submit; a server error shows under its field and blocks the form until that
 * field changes; messages the server gives for the form as a whole, or for a field the form does not show,
 * appear above the submit button. What the user typed is never lost.
 */

export type FieldName<F> = keyof F & string;

export interface UseFormOptions<F> {
  readonly initialValues: F;
  readonly ruleSets: FormRuleSets<F>;
  /** Server field names (snake_case on the wire) that differ from the form's field names. */
  readonly serverFieldNames?: Readonly<Record<string, FieldName<F>>>;
}

export interface FormController<F> {
  /** A prefix for element ids, unique per form. */
  readonly id: string;
  readonly values: F;
  readonly busy: boolean;
  /** Messages for the form as a whole (SPEC.md section 8); the login card shows the first. */
  readonly formMessages: readonly string[];
  setValue<K extends FieldName<F>>(field: K, value: F[K]): void;
  /** Validates one field now (on blur, or after a lookup changed what it depends on). */
  validate(field: FieldName<F>): void;
  /** The message under the field: the server's while it stands, else the rules' after blur or submit. */
  errorOf(field: FieldName<F>): string | null;
  isRequired(field: FieldName<F>): boolean;
  /** The id of a field's input element. */
  inputId(field: FieldName<F>): string;
  /** Shows a message for the form as a whole (for example a lookup that failed). */
  setFormMessages(messages: readonly string[]): void;
  /**
   * The form's onSubmit: validates every field, focuses the first wrong one, or runs `onValid` with the
   * busy state on; a failure's messages go under the fields and above the button.
   */
  handleSubmit(onValid: (values: F) => Promise<void>): (event: FormEvent<HTMLFormElement>) => void;
}

type Messages = Readonly<Record<string, string | null>>;
type ServerMessages = Readonly<Record<string, readonly string[]>>;

export function useForm<F extends object>(options: UseFormOptions<F>): FormController<F> {
  const { ruleSets, serverFieldNames } = options;
  const id = useId();
  const [values, setValues] = useState<F>(options.initialValues);
  const [clientErrors, setClientErrors] = useState<Messages>({});
  const [serverErrors, setServerErrors] = useState<ServerMessages>({});
  const [formMessages, setFormMessages] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  // Blur and submit handlers may run before React re-renders; they read the newest values from here.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const clientErrorsRef = useRef(clientErrors);
  clientErrorsRef.current = clientErrors;

  const ruleSetOf = useCallback(
    (field: FieldName<F>): RuleSet<F> | undefined => ruleSets[field] as RuleSet<F> | undefined,
    [ruleSets],
  );

  const messageOf = useCallback(
    (field: FieldName<F>, form: F): string | null => {
      const set = ruleSetOf(field);
      return set === undefined ? null : validateField(set, form[field], form);
    },
    [ruleSetOf],
  );

  const setValue = useCallback(
    <K extends FieldName<F>>(field: K, value: F[K]) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      setServerErrors((current) => withoutKey(current, field));
      if (typeof clientErrorsRef.current[field] === 'string') {
        setClientErrors((current) => ({ ...current, [field]: messageOf(field, next) }));
      }
    },
    [messageOf],
  );

  const validate = useCallback(
    (field: FieldName<F>) => {
      const message = messageOf(field, valuesRef.current);
      setClientErrors((current) => ({ ...current, [field]: message }));
    },
    [messageOf],
  );

  const inputId = useCallback((field: FieldName<F>) => `${id}-${field}`, [id]);

  const handleSubmit = useCallback(
    (onValid: (values: F) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const form = valuesRef.current;
      const errors: Record<string, string | null> = {};
      let firstInvalid: string | null = null;
      for (const field of Object.keys(ruleSets) as FieldName<F>[]) {
        const message = messageOf(field, form);
        errors[field] = message;
        if (message !== null && firstInvalid === null) firstInvalid = field;
      }
      setClientErrors(errors);
      const standingServerError = Object.keys(serverErrors).find((field) => field in form);
      firstInvalid ??= standingServerError ?? null;
      if (firstInvalid !== null) {
        document.getElementById(`${id}-${firstInvalid}`)?.focus();
        return;
      }
      setFormMessages([]);
      setBusy(true);
      onValid(form)
        .catch((error: unknown) => {
          const messages = formMessagesFromError(error, SUPPORT_EMAIL);
          const fields: Record<string, string[]> = {};
          const general = [...messages.nonField];
          for (const [serverField, fieldMessages] of Object.entries(messages.fields)) {
            const field = serverFieldNames?.[serverField] ?? serverField;
            if (field in form) fields[field] = [...(fields[field] ?? []), ...fieldMessages];
            else general.push(...fieldMessages);
          }
          setServerErrors(fields);
          setFormMessages(general);
          const first = Object.keys(fields)[0];
          if (first !== undefined) document.getElementById(`${id}-${first}`)?.focus();
        })
        .finally(() => setBusy(false));
    },
    [busy, id, messageOf, ruleSets, serverErrors, serverFieldNames],
  );

  return useMemo(
    () => ({
      id,
      values,
      busy,
      formMessages,
      setValue,
      validate,
      errorOf: (field: FieldName<F>) => serverErrors[field]?.[0] ?? clientErrors[field] ?? null,
      isRequired: (field: FieldName<F>) => {
        const set = ruleSetOf(field);
        return set !== undefined && isRequired(set, values);
      },
      inputId,
      setFormMessages,
      handleSubmit,
    }),
    [
      id,
      values,
      busy,
      formMessages,
      setValue,
      validate,
      serverErrors,
      clientErrors,
      ruleSetOf,
      inputId,
      handleSubmit,
    ],
  );
}

function withoutKey<T extends object>(record: T, key: string): T {
  if (!(key in record)) return record;
  const copy = { ...record } as Record<string, unknown>;
  delete copy[key];
  return copy as T;
}
