import {
  BONUS_COMBINATIONS,
  BONUS_COMBINATION_HINT,
  BONUS_COMBINATION_LABELS,
  BONUS_COMBINATION_QUESTION,
  type Step6Form,
} from '@beloning/core/schemas';
import {
  WERKSOORT_GROUPS,
  addEducation,
  addWerksoortEntry,
  addWerksoortEntryAfter,
  clearEducations,
  columnHeading,
  educationJobs,
  emptyStep6Form,
  isAmountType,
  removeEducation,
  removeWerksoortEntry,
  setEducationJob,
  setWerksoortAnswer,
  showsName,
  werksoortAnswer,
  type MultiWerksoortCode,
  type WerksoortGroup,
} from '@beloning/core/werksoorten';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { BoundSelect, BoundTextField } from '../fields';
import { useWizard, useWizardAction, type WizardAction } from '../store';
import { useFieldError } from '../use-step';
import { STEP6_TEXTS as T } from './step6-texts';
import './step6.css';

/** Applies one of core's step-6 functions to the newest step-6 form. */
function onForm(update: (form: Step6Form) => Step6Form): WizardAction {
  return (state) => ({ ...state, step6: update(state.step6 ?? emptyStep6Form()) });
}

/** The props every bound input of step 6 shares. */
const BOUND = { step: 6, form: 'step6', start: () => emptyStep6Form() } as const;

/**
 * Step 6 'Toeslagen' (SPEC.md 2.11): what applies when allowances coincide, Ja/Nee per pay type with its
 * entries (multi-entry types: 'Nieuwe code', a later period after an entry, remove) or its comment (single
 * types), and the educations with the jobs of step 5. Every change goes through core's werksoorten functions
 * or stores a typed value at core's field path; the messages are core's stepIssues(6).
 */
export function Step6Allowances() {
  const state = useWizard();
  const form = state.step6 ?? emptyStep6Form();
  return (
    <>
      <BoundSelect
        {...BOUND}
        field="bonusCombination"
        label={BONUS_COMBINATION_QUESTION}
        hint={BONUS_COMBINATION_HINT}
        required
        placeholder={T.chooseCombination}
        options={BONUS_COMBINATIONS.map((value) => ({ value, label: BONUS_COMBINATION_LABELS[value] }))}
      />
      {WERKSOORT_GROUPS.map((group) => (
        <PayType key={group.code} form={form} group={group} />
      ))}
      <Educations form={form} jobs={educationJobs(state.salaryTables)} />
    </>
  );
}

/** A Ja/Nee question in a fieldset. */
function YesNo({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: boolean | null;
  onChange: (yes: boolean) => void;
}) {
  const name = useId();
  return (
    <fieldset className="field field--choices step6__question">
      <legend className="field__label">{legend}</legend>
      {([true, false] as const).map((yes) => (
        <label key={String(yes)} className="choice">
          <input type="radio" name={name} checked={value === yes} onChange={() => onChange(yes)} />{' '}
          {yes ? T.yes : T.no}
        </label>
      ))}
    </fieldset>
  );
}

function PayType({ form, group }: { form: Step6Form; group: WerksoortGroup }) {
  const apply = useWizardAction();
  const answer = werksoortAnswer(form, group.code);
  const headingId = useId();
  return (
    <section className="step6__type" aria-labelledby={headingId}>
      <h2 id={headingId} className="step6__heading">
        {group.code} {group.description}
      </h2>
      <YesNo
        legend={T.applies(group.code)}
        value={answer}
        onChange={(yes) => apply(onForm((current) => setWerksoortAnswer(current, group.code, yes)))}
      />
      {answer !== true ? null : group.kind === 'multi' ? (
        <Entries form={form} code={group.code as MultiWerksoortCode} />
      ) : (
        <BoundTextField
          {...BOUND}
          field={`singleWerksoorten.${group.code}.comment`}
          label={T.comment}
          hint={T.commentHint}
          required
          multiline
        />
      )}
    </section>
  );
}

/** The entries of a multi-entry pay type: a series' name once, then each period's fields. */
function Entries({ form, code }: { form: Step6Form; code: MultiWerksoortCode }) {
  const apply = useWizardAction();
  const entries = form.werksoorten[code] ?? [];
  return (
    <div className="step6__entries">
      {entries.map((entry, index) => {
        const path = `werksoorten.${code}.${index}`;
        return (
          // An entry has no key of its own; its place is its identity while the step is open.
          <fieldset key={index} className="step6__entry">
            <legend className="step6__legend">
              {showsName(entries, index) ? entry.name : T.laterPeriod(entry.name)}
            </legend>
            <div className="step6__fields">
              <BoundTextField
                {...BOUND}
                field={`${path}.startDate`}
                label={T.startDate}
                placeholder="DD-MM-JJJJ"
              />
              <BoundTextField
                {...BOUND}
                field={`${path}.amount`}
                label={columnHeading(code)}
                required
                inputMode="decimal"
                hint={isAmountType(code) ? T.amountHint : T.percentageHint}
              />
              <BoundTextField {...BOUND} field={`${path}.description`} label={T.description} required />
            </div>
            <BoundTextField
              {...BOUND}
              field={`${path}.comment`}
              label={T.comment}
              hint={T.commentHint}
              required
              multiline
            />
            <div className="step6__buttons">
              <Button
                variant="secondary"
                onClick={() => apply(onForm((current) => addWerksoortEntryAfter(current, code, index)))}
              >
                {T.laterPeriodButton(entry.name)}
              </Button>
              <Button
                variant="link"
                onClick={() => apply(onForm((current) => removeWerksoortEntry(current, code, index)))}
              >
                {T.remove(entry.name)}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onClick={() => apply(onForm((current) => addWerksoortEntry(current, code)))}
        >
          {T.newCode(code)}
        </Button>
      </div>
    </div>
  );
}

/** The educations: Ja/Nee (Nee clears them), each with its description and the jobs of step 5 it is for. */
function Educations({ form, jobs }: { form: Step6Form; jobs: readonly string[] }) {
  const apply = useWizardAction();
  const headingId = useId();
  return (
    <section className="step6__type" aria-labelledby={headingId}>
      <h2 id={headingId} className="step6__heading">
        {T.educations}
      </h2>
      <YesNo
        legend={T.educationsQuestion}
        value={form.educations.length > 0 ? true : null}
        onChange={(yes) =>
          apply(
            onForm((current) =>
              yes
                ? current.educations.length > 0
                  ? current
                  : addEducation(current)
                : clearEducations(current),
            ),
          )
        }
      />
      {form.educations.map((education, index) => (
        // An education has no key of its own; its place is its identity while the step is open.
        <fieldset key={index} className="step6__entry">
          <legend className="step6__legend">{T.education(index)}</legend>
          <BoundTextField
            {...BOUND}
            field={`educations.${index}.description`}
            label={T.description}
            required
          />
          <EducationJobs index={index} ticked={education.inleners_jobs} jobs={jobs} />
          <div className="step6__buttons">
            <Button
              variant="link"
              onClick={() => apply(onForm((current) => removeEducation(current, index)))}
            >
              {T.removeEducation(index)}
            </Button>
          </div>
        </fieldset>
      ))}
      {form.educations.length === 0 ? null : (
        <div>
          <Button variant="secondary" onClick={() => apply(onForm(addEducation))}>
            {T.addEducation}
          </Button>
        </div>
      )}
    </section>
  );
}

function EducationJobs({
  index,
  ticked,
  jobs,
}: {
  index: number;
  ticked: readonly string[];
  jobs: readonly string[];
}) {
  const apply = useWizardAction();
  const field = `educations.${index}.inleners_jobs`;
  const error = useFieldError(6, field);
  const errorId = useId();
  return (
    <fieldset
      className="field field--choices"
      aria-invalid={error !== null || undefined}
      aria-describedby={error === null ? undefined : errorId}
    >
      <legend className="field__label">
        {T.educationJobs}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      {jobs.length === 0 ? <p className="field__hint">{T.noJobs}</p> : null}
      {jobs.map((job) => (
        <label key={job} className="choice">
          <input
            type="checkbox"
            checked={ticked.includes(job)}
            onChange={(event) =>
              apply(onForm((current) => setEducationJob(current, index, job, event.target.checked, jobs)))
            }
          />{' '}
          {job}
        </label>
      ))}
      {error === null ? null : (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
