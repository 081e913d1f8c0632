import { caoTextClean, caoTextFromText, caoTextPlain } from '@beloning/core/format';
import type { Step7Form } from '@beloning/core/schemas';
import { useStdin } from 'ink';
import { useState } from 'react';
import { note, type Field } from '../fields.js';
import { FormView } from '../form-view.js';
import { useLatestState } from '../use-latest.js';
import { NO_EDITOR_MESSAGE, editInEditor, editorCommand } from './external-editor.js';
import { navButtons, textField } from './step1-2.js';

/** The step-7 introduction (SPEC.md 2.11): core's, shared with the portal. */
export { CAO_TEXT_INTRODUCTION } from '@beloning/core/wizard';

/**
 * A file's bytes as cao text (core's caoTextFromText: HTML kept, plain text as paragraphs), kept within the
 * cao-text contract as the portal's editor keeps it (caoTextClean).
 */
export function caoTextFromFile(bytes: Uint8Array): string {
  return caoTextClean(caoTextFromText(new TextDecoder('utf-8').decode(bytes)));
}

export interface Step7PanelProps {
  form: Step7Form;
  change: (update: (form: Step7Form) => Step7Form) => void;
  /** Where $VISUAL or $EDITOR is found. */
  env: Readonly<Record<string, string | undefined>>;
  readFile: (path: string) => Promise<Uint8Array>;
  active: boolean;
  /** Lines the wizard draws under the step (its dialog), which the fields leave free. */
  reservedLines?: number;
  onPrevious: () => void;
  onNext: () => void;
  onEscape: () => void;
}

/**
 * Step 7 'Samenvatting' in the terminal: the cao text shown as plain text (core's contract), read from an
 * HTML or text file or edited in $EDITOR, and 'Reset' to the cao's own text when there is one.
 */
export function Step7Panel(props: Step7PanelProps) {
  const { stdin } = useStdin();
  const { form, change } = props;
  const [path, setPath, latestPath] = useLatestState('');
  const [messages, setMessages] = useState<readonly string[]>([]);
  const fields: Field[] = [
    note('cao-text', caoTextPlain(form.caoText) || '(geen tekst)'),
    textField('file', 'Tekst uit bestand (HTML of tekst)', path, setPath, null, false, 'pad/naar/cao.html'),
    {
      kind: 'button',
      id: 'read',
      label: 'Inlezen',
      onPress: () => {
        const typed = latestPath().trim();
        if (typed === '') return setMessages(['Geef het pad van een bestand.']);
        props.readFile(typed).then(
          (bytes) => {
            change((old) => ({ ...old, caoText: caoTextFromFile(bytes) }));
            setMessages(['Tekst ingelezen.']);
          },
          () => setMessages([`Kan '${typed}' niet lezen.`]),
        );
      },
    },
    {
      kind: 'button',
      id: 'editor',
      label: 'Bewerken in editor',
      onPress: () => {
        const command = editorCommand(props.env);
        if (command === null) return setMessages([NO_EDITOR_MESSAGE]);
        const result = editInEditor(form.caoText, command, stdin);
        if (!result.ok) return setMessages([result.message]);
        change((old) => ({ ...old, caoText: caoTextFromFile(result.bytes) }));
        setMessages(['Tekst bijgewerkt in de editor.']);
      },
    },
    ...(messages.length > 0 ? [note('file-messages', messages.join('\n'), 'warning')] : []),
    ...(form.originalCaoText === null
      ? []
      : [
          {
            kind: 'button' as const,
            id: 'reset',
            label: 'Reset',
            onPress: () => change((old) => ({ ...old, caoText: old.originalCaoText ?? '' })),
          },
        ]),
    ...navButtons({ previous: props.onPrevious, next: props.onNext }),
  ];
  return (
    <FormView
      fields={fields}
      showAllErrors={false}
      active={props.active}
      onEscape={props.onEscape}
      {...(props.reservedLines === undefined ? {} : { reservedLines: props.reservedLines })}
    />
  );
}
