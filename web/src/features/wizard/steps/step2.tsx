import { chooseCao, emptyStep2Form, usesCao, type WizardState } from '@beloning/core/wizard';
import { useSetAtom } from 'jotai';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/form/field-frame';
import type { StepBodyProps } from '../full-wizard-step';
import { BoundRadioGroup, BoundTextField } from '../fields';
import { caoCacheAtom, useWizard, useWizardAction } from '../store';
import { fetchCao, useCaoOptions } from '../use-cao';
import { useFieldError, useTouchField } from '../use-step';
import { StepForm } from '../wizard-frame';
import {
  CAO_LIST_FAILED,
  CAO_LOADING,
  CAO_PLACEHOLDER,
  NO_ONE_OFF,
  ONE_OFF_ADD,
  ONE_OFF_HEADING,
  ONE_OFF_REMOVE,
} from '../wizard-step-texts';

const start = (state: WizardState) => state.step2 ?? emptyStep2Form();

/**
 * The cao dropdown: all caos, or only the latest for members of an employers' organisation. Picking one
 * fetches it (once) and applies core's chooseCao: step 2 takes the cao's values, step 7 its text, and another
 * cao than before clears steps 3 to 9.
 */
function CaoSelect() {
  const state = useWizard();
  const apply = useWizardAction();
  const setCache = useSetAtom(caoCacheAtom);
  const touch = useTouchField(2);
  const error = useFieldError(2, 'caoId');
  const inputId = useId();
  const latest = state.step1?.withEmployersOrganisation ?? false;
  const options = useCaoOptions(latest);
  const [failure, setFailure] = useState<string | null>(null);
  const requested = useRef<number | null>(null);
  const chosen = state.step2?.caoId ?? null;
  const list = options.status === 'ready' ? options.options : [];
  return (
    <FieldFrame inputId={inputId} label="Cao" required error={error ?? failure}>
      {(describedBy) => (
        <select
          id={inputId}
          className="input"
          value={chosen === null ? '' : String(chosen)}
          disabled={options.status !== 'ready'}
          aria-required
          aria-invalid={error !== null || failure !== null || undefined}
          aria-describedby={describedBy}
          onBlur={() => touch('caoId')}
          onChange={(event) => {
            const id = Number(event.target.value);
            if (event.target.value === '' || !Number.isInteger(id)) return;
            setFailure(null);
            // Arrow keys on the dropdown pick one cao after another: only the last pick counts, whichever
            // of the fetches answers last.
            requested.current = id;
            fetchCao(id).then(
              (cao) => {
                setCache((old) => new Map(old).set(cao.id, cao));
                if (requested.current === id) apply((old) => chooseCao(old, cao));
              },
              () => {
                if (requested.current === id) setFailure(CAO_LIST_FAILED);
              },
            );
          }}
        >
          <option value="">
            {options.status === 'loading'
              ? CAO_LOADING
              : options.status === 'error'
                ? CAO_LIST_FAILED
                : CAO_PLACEHOLDER}
          </option>
          {list.map((option) => (
            <option key={option.cao_id} value={String(option.cao_id)}>
              {option.full_name}
            </option>
          ))}
          {chosen !== null &&
          !list.some((option) => option.cao_id === chosen) &&
          options.status === 'ready' ? (
            <option value={String(chosen)}>Cao {chosen}</option>
          ) : null}
        </select>
      )}
    </FieldFrame>
  );
}

/** One-off bonuses, repeatable: date, type, amount and description each, added and removed. */
function OneOffBonuses() {
  const state = useWizard();
  const apply = useWizardAction();
  const bonuses = start(state).oneOffBonuses;
  const change = (update: (list: typeof bonuses) => typeof bonuses) =>
    apply((old) => {
      const form = start(old);
      return { ...old, step2: { ...form, oneOffBonuses: update(form.oneOffBonuses) } };
    });
  return (
    <section className="wizard__section" aria-labelledby="one-off-heading">
      <h2 id="one-off-heading">{ONE_OFF_HEADING}</h2>
      {bonuses.length === 0 ? <p className="muted">{NO_ONE_OFF}</p> : null}
      {bonuses.map((_, index) => {
        const path = `oneOffBonuses.${index}`;
        return (
          <fieldset key={index} className="wizard__section">
            <legend>Eenmalige uitkering {index + 1}</legend>
            <div className="wizard__row">
              <BoundTextField
                step={2}
                form="step2"
                field={`${path}.bonusDate`}
                label="Datum"
                required
                placeholder="DD-MM-JJJJ"
                start={start}
              />
              <BoundTextField
                step={2}
                form="step2"
                field={`${path}.amount`}
                label="Hoogte"
                required
                inputMode="decimal"
                start={start}
              />
            </div>
            <BoundRadioGroup
              step={2}
              form="step2"
              field={`${path}.bonusType`}
              label="Soort"
              required
              start={start}
              options={[
                { value: 'percentage', label: 'Percentage' },
                { value: 'amount', label: 'Bedrag' },
              ]}
            />
            <BoundTextField
              step={2}
              form="step2"
              field={`${path}.description`}
              label="Omschrijving"
              required
              start={start}
            />
            <Button
              variant="secondary"
              onClick={() => change((list) => list.filter((__, at) => at !== index))}
            >
              {ONE_OFF_REMOVE}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() =>
          change((list) => [...list, { description: '', bonusDate: '', bonusType: 'percentage', amount: '' }])
        }
      >
        {ONE_OFF_ADD}
      </Button>
    </section>
  );
}

/**
 * Step 2 'Cao' (SPEC.md 2.11): the cao (when the scheme follows one) and the deviations: dates, vacation,
 * holiday allowance, the year-end bonus and one-off bonuses. The minimums are core's, raised by the chosen
 * cao's values (stepIssues with the cao loaded once).
 */
export default function Step2({ submit }: StepBodyProps) {
  const state = useWizard();
  const form = start(state);
  return (
    <StepForm submit={submit} label="Cao">
      {usesCao(state) ? <CaoSelect /> : null}
      <div className="wizard__row">
        <BoundTextField
          step={2}
          form="step2"
          field="startDate"
          label="Startdatum"
          required
          placeholder="DD-MM-JJJJ"
          start={start}
        />
        <BoundTextField
          step={2}
          form="step2"
          field="endDate"
          label="Einddatum"
          required
          placeholder="DD-MM-JJJJ"
          start={start}
        />
      </div>
      <BoundRadioGroup
        step={2}
        form="step2"
        field="vacationType"
        label="Vakantie"
        required
        start={start}
        options={[
          { value: 'days_per_year', label: 'Dagen per jaar' },
          { value: 'hours_per_year', label: 'Uren per jaar' },
        ]}
      />
      <div className="wizard__row">
        <BoundTextField
          step={2}
          form="step2"
          field="vacationAmount"
          label="Aantal"
          required
          inputMode="decimal"
          start={start}
        />
        <BoundTextField
          step={2}
          form="step2"
          field="vacationAllowance"
          label="Vakantietoeslag %"
          required
          inputMode="decimal"
          start={start}
        />
      </div>
      <BoundRadioGroup
        step={2}
        form="step2"
        field="yearEndBonusType"
        label="Eindejaarsuitkering"
        required
        start={start}
        options={[
          { value: 'Geen', label: 'Geen' },
          { value: 'percentage', label: 'Percentage' },
          { value: 'amount', label: 'Bedrag' },
        ]}
      />
      {form.yearEndBonusType === 'Geen' ? null : (
        <>
          <BoundTextField
            step={2}
            form="step2"
            field="yearEndBonusAmount"
            label={form.yearEndBonusType === 'percentage' ? 'Percentage' : 'Bedrag'}
            required
            inputMode="decimal"
            start={start}
          />
          <BoundTextField
            step={2}
            form="step2"
            field="yearEndBonusComment"
            label="Omschrijving"
            required
            start={start}
          />
        </>
      )}
      <OneOffBonuses />
    </StepForm>
  );
}
