import {
  CAO_TEXT_INTRODUCTION,
  showsCaoTextIntroduction,
  usesCao,
  withCaoText,
  wizardForms,
} from '@beloning/core/wizard';
import type { Editor } from '@tiptap/react';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PageLoader } from '../../../components/loader';
import type { StepBodyProps } from '../full-wizard-step';
import { CaoTextEditor } from '../step7/cao-text-editor';
import { EDITOR_TEXTS as T } from '../step7/texts';
import { useWizard, useWizardAction } from '../store';
import { useCao } from '../use-cao';
import { StepForm } from '../wizard-frame';

/**
 * Step 7 'Samenvatting' (SPEC.md 2.11): the cao text in the editor (tiptap, loaded only with this step), kept
 * through core's withCaoText within the cao-text contract. On arrival a dialog says where the text comes from,
 * unless the user came back from step 8; 'Reset' puts the cao's original text back when there is one.
 */
export default function Step7({ submit }: StepBodyProps) {
  const state = useWizard();
  const apply = useWizardAction();
  const caoId = usesCao(state) ? (state.step2?.caoId ?? null) : null;
  const load = useCao(caoId);
  const [query] = useSearchParams();
  const [introduction, setIntroduction] = useState(() => showsCaoTextIntroduction(query.get('fromStep8')));
  const [resetDone, setResetDone] = useState(false);
  const editor = useRef<Editor | null>(null);
  const labelId = useId();
  const hintId = useId();
  if (load.status === 'loading') return <PageLoader />;
  const context = { cao: load.status === 'ready' ? load.cao : null };
  const form = wizardForms(state, context).step7;
  const original = form.originalCaoText;
  return (
    <StepForm submit={submit} label="Stap 7: Samenvatting">
      <h2 id={labelId}>{T.label}</h2>
      <p id={hintId} className="muted">
        {T.hint}
      </p>
      <CaoTextEditor
        initial={form.caoText}
        labelledBy={labelId}
        describedBy={hintId}
        onEditor={(created) => {
          editor.current = created;
        }}
        onChange={(html) => {
          setResetDone(false);
          apply((current) => withCaoText(current, context, html));
        }}
      />
      {original === null ? null : (
        <div className="wizard__row">
          <Button
            variant="secondary"
            onClick={() => {
              // Through the editor, so Ongedaan maken brings the user's own text back.
              editor.current?.chain().focus().setContent(original).run();
              setResetDone(true);
            }}
          >
            {T.reset}
          </Button>
        </div>
      )}
      <p role="status" className="muted">
        {resetDone ? T.resetDone : ''}
      </p>
      <Dialog
        open={introduction}
        title={T.introductionTitle}
        description={CAO_TEXT_INTRODUCTION}
        onClose={() => setIntroduction(false)}
        // Closed, the user is where the text is to be edited: in the editor.
        focusOnClose={() =>
          editor.current?.view.dom instanceof HTMLElement ? editor.current.view.dom : null
        }
        actions={<Button onClick={() => setIntroduction(false)}>{T.introductionAgree}</Button>}
      />
    </StepForm>
  );
}
