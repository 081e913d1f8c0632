import type { Step9Form } from '@beloning/core/schemas';
import { RequiredMark } from '../../components/form/field-frame';
import type { FormController } from '../../components/form/use-form';

/** Ja/Nee on following the cao's future salary tables (step 9 and proposal acceptance). */
export function FollowTablesField({ form }: { readonly form: FormController<Step9Form> }) {
  const inputId = form.inputId('followSalaryTables');
  const error = form.errorOf('followSalaryTables');
  const errorId = `${inputId}-error`;
  const choose = (value: 0 | 1) => {
    form.setValue('followSalaryTables', value);
    form.validate('followSalaryTables');
  };
  return (
    <fieldset
      className="field detail__choice"
      aria-invalid={error !== null || undefined}
      aria-describedby={error === null ? undefined : errorId}
    >
      <legend className="field__label">
        Wilt u de loontabellen van de cao blijven volgen?
        {form.isRequired('followSalaryTables') ? <RequiredMark /> : null}
      </legend>
      <div className="row">
        {([1, 0] as const).map((value) => (
          <label key={value} className="checkbox">
            <input
              id={value === 1 ? inputId : undefined}
              type="radio"
              name={inputId}
              checked={form.values.followSalaryTables === value}
              onChange={() => choose(value)}
            />
            {value === 1 ? 'Ja' : 'Nee'}
          </label>
        ))}
      </div>
      {error === null ? null : (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
