import {
  ADV_TYPE_LABELS,
  ADV_TYPES,
  asChoice,
  CONFORM_VALUES,
  INITIAL_SCALING_SEPARATOR,
  WAGES_PER_LABELS,
  type SalaryTableForm,
} from '@beloning/core/schemas';
import { normaliseDecimal, toTypedDecimal } from '@beloning/core/format';
import { divisorFromWeeklyHours } from '@beloning/core/salary';
import { keyId } from '../paths';
import { useWizardAction } from '../store';
import { useFieldError } from '../use-step';
import {
  removePeriodicIncrease,
  setAdvType,
  setHasPeriodicIncreases,
  setHoursInWorkweek,
  setTableValue,
  setWagesPer,
} from './table-actions';
import { divisorHint, HOURLY_DIVISOR_HINT, workHoursHint } from './step3-texts';
import { TableCheckbox, TableRadioGroup, TableSelect, TableTextField, type Choice } from './table-fields';
import { Button } from '../../../components/button';
import { describePeriodicIncrease } from './periodic-increase-dialog';

type WagesPer = SalaryTableForm['wagesPer'];
type AdvChoice = NonNullable<SalaryTableForm['advType']> | 'none';

const DATE_HINT = 'DD-MM-JJJJ';

const CONFORM_OPTIONS: Choice<SalaryTableForm['conform']>[] = CONFORM_VALUES.map((value) => ({
  value,
  label: value,
}));

const WAGES_PER_OPTIONS: Choice<WagesPer>[] = (Object.keys(WAGES_PER_LABELS) as WagesPer[]).map((value) => ({
  value,
  label: asChoice(WAGES_PER_LABELS[value]),
}));

const ADV_OPTIONS: Choice<AdvChoice>[] = [
  { value: 'none', label: 'Geen' },
  ...ADV_TYPES.map((value) => ({ value, label: asChoice(ADV_TYPE_LABELS[value]) })),
];

/** What the typed hours per week give as hours in the table's wage period, as typed ('164,67'); or null. */
function proposedDivisor(table: SalaryTableForm): string | null {
  const hours = normaliseDecimal(table.hoursInWorkweek);
  const factor = hours === null ? null : divisorFromWeeklyHours(table.wagesPer, hours);
  return factor === null ? null : toTypedDecimal(factor);
}

/** The parts of initialScaling (three, joined by the separator); a cao's plain text is the first part. */
function scalingParts(value: string): [string, string, string] {
  const [first = '', second = '', third = ''] = value.split(INITIAL_SCALING_SEPARATOR);
  return [first, second, third];
}

function withScalingPart(value: string, part: 0 | 2, text: string): string {
  const parts = scalingParts(value);
  parts[part] = text;
  return parts.join(INITIAL_SCALING_SEPARATOR);
}

export interface TableSettingsProps {
  readonly table: SalaryTableForm;
  /** Picking 'Niet indeelbaar' asks first (SPEC.md 4). */
  readonly onNotClassifiable: () => void;
  /** Opens the periodic-increase dialog for a new rule (null) or the rule at the index. */
  readonly onEditPeriodicIncrease: (index: number | null) => void;
}

/** One table's settings (SPEC.md 2.11 step 3), in the order of the terminal wizard. */
export function TableSettings({ table, onNotClassifiable, onEditPeriodicIncrease }: TableSettingsProps) {
  const apply = useWizardAction();
  const key = table.key;
  /** Element ids of this table's sections: the key may hold spaces, which an id reference cannot. */
  const ids = keyId('step3', key);
  const set =
    <K extends keyof SalaryTableForm>(field: K) =>
    (value: SalaryTableForm[K]) =>
      apply(setTableValue(key, field, value));
  const periodicError = useFieldError(3, 'periodiekVerhogingen', key);
  const [scalingText, , ownText] = scalingParts(table.initialScaling);
  const hourly = table.wagesPer === 'hour';
  const periodLabel = hourly ? null : WAGES_PER_LABELS[table.wagesPer];
  const proposedFactor = proposedDivisor(table);
  return (
    <div className="step3__settings">
      <section className="wizard__section" aria-labelledby={`${ids}-period`}>
        <h2 id={`${ids}-period`}>Periode</h2>
        <div className="wizard__row">
          <TableTextField
            table={table}
            field="activePer"
            label="Ingangsdatum"
            hint={DATE_HINT}
            value={table.activePer}
            onChange={set('activePer')}
          />
          <TableTextField
            table={table}
            field="endDate"
            label="Einddatum"
            hint={DATE_HINT}
            required
            value={table.endDate}
            onChange={set('endDate')}
          />
        </div>
      </section>

      <section className="wizard__section" aria-labelledby={`${ids}-wages`}>
        <h2 id={`${ids}-wages`}>Lonen</h2>
        <TableRadioGroup
          table={table}
          field="conform"
          label="Conform"
          value={table.conform}
          options={CONFORM_OPTIONS}
          onChoose={(conform) => {
            if (conform !== 'Niet indeelbaar') apply(setTableValue(key, 'conform', conform));
            else if (table.conform !== conform) onNotClassifiable();
          }}
        />
        <TableRadioGroup
          table={table}
          field="wagesPer"
          label="Lonen per"
          value={table.wagesPer}
          options={WAGES_PER_OPTIONS}
          onChoose={(wagesPer) => apply(setWagesPer(key, wagesPer))}
        />
        <div className="wizard__row">
          <TableTextField
            table={table}
            field="hoursInWorkweek"
            label="Uren per week"
            inputMode="decimal"
            hint={workHoursHint(periodLabel, table.hoursInWorkweek, proposedFactor)}
            value={table.hoursInWorkweek}
            onChange={(hours) => apply(setHoursInWorkweek(key, hours))}
          />
          <TableTextField
            table={table}
            field="wagesDividedBy"
            label="Lonen gedeeld door"
            inputMode="decimal"
            hint={periodLabel === null ? HOURLY_DIVISOR_HINT : divisorHint(periodLabel)}
            disabled={hourly}
            value={table.wagesDividedBy}
            onChange={set('wagesDividedBy')}
          />
        </div>
        <div className="wizard__row">
          <TableTextField
            table={table}
            field="hourDefinition"
            label="Uurdefinitie"
            value={table.hourDefinition}
            onChange={set('hourDefinition')}
          />
        </div>
        <div className="wizard__row">
          <TableTextField
            table={table}
            field="initialScaling"
            label="Inschaling"
            showsError={false}
            required={false}
            value={scalingText}
            onChange={(text) =>
              apply(setTableValue(key, 'initialScaling', withScalingPart(table.initialScaling, 0, text)))
            }
          />
          <TableTextField
            table={table}
            field="initialScaling"
            label="Inschaling, eigen tekst"
            required={false}
            value={ownText}
            onChange={(text) =>
              apply(setTableValue(key, 'initialScaling', withScalingPart(table.initialScaling, 2, text)))
            }
          />
        </div>
        <TableCheckbox table={table} label="BBL" checked={table.bbl} onChange={set('bbl')} />
      </section>

      <section className="wizard__section" aria-labelledby={`${ids}-adv`}>
        <h2 id={`${ids}-adv`}>ADV</h2>
        <TableTextField
          table={table}
          field="advComment"
          label="ADV"
          multiline
          value={table.advComment}
          onChange={set('advComment')}
        />
        <div className="wizard__row">
          <TableSelect<AdvChoice>
            table={table}
            field="advType"
            label="ADV-soort"
            required={false}
            value={table.advType ?? 'none'}
            options={ADV_OPTIONS}
            onChoose={(choice) => apply(setAdvType(key, choice === 'none' ? null : choice))}
          />
          {table.advType === null ? null : (
            <TableTextField
              table={table}
              field="advAmount"
              label="ADV-hoeveelheid"
              inputMode="decimal"
              value={table.advAmount}
              onChange={set('advAmount')}
            />
          )}
        </div>
      </section>

      <section className="wizard__section" aria-labelledby={`${ids}-periodic`}>
        <h2 id={`${ids}-periodic`}>Periodieke verhogingen</h2>
        <TableRadioGroup<0 | 1>
          table={table}
          field="hasPeriodiekVerhogingen"
          label="Kent deze loontabel periodieke verhogingen?"
          required
          value={table.hasPeriodiekVerhogingen}
          options={[
            { value: 1, label: 'Ja' },
            { value: 0, label: 'Nee' },
          ]}
          onChoose={(answer) => apply(setHasPeriodicIncreases(key, answer))}
        />
        {table.hasPeriodiekVerhogingen === 1 ? (
          <>
            {table.periodiekVerhogingen.length === 0 ? null : (
              <ol className="step3__periodic-list" aria-label="Periodiekverhogingen">
                {table.periodiekVerhogingen.map((rule, index) => (
                  <li key={index}>
                    <span>{describePeriodicIncrease(rule)}</span>
                    <span className="step3__periodic-buttons">
                      <Button
                        variant="secondary"
                        aria-label={`Periodiekverhoging ${index + 1} wijzigen`}
                        onClick={() => onEditPeriodicIncrease(index)}
                      >
                        Wijzigen
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`Periodiekverhoging ${index + 1} verwijderen`}
                        onClick={() => apply(removePeriodicIncrease(key, index))}
                      >
                        Verwijderen
                      </Button>
                    </span>
                  </li>
                ))}
              </ol>
            )}
            {periodicError === null ? null : (
              <p className="field__error" id={`${ids}-periodic-error`}>
                {periodicError}
              </p>
            )}
            <div>
              <Button
                variant="secondary"
                aria-invalid={periodicError !== null || undefined}
                aria-describedby={periodicError === null ? undefined : `${ids}-periodic-error`}
                onClick={() => onEditPeriodicIncrease(null)}
              >
                Periodiekverhoging toevoegen
              </Button>
            </div>
          </>
        ) : null}
      </section>

      <section className="wizard__section" aria-labelledby={`${ids}-shift`}>
        <h2 id={`${ids}-shift`}>Ploegendienst</h2>
        <TableTextField
          table={table}
          field="shiftWorkComment"
          label="Ploegendienst"
          multiline
          value={table.shiftWorkComment}
          onChange={set('shiftWorkComment')}
        />
      </section>
    </div>
  );
}
