import type { FullTable, SalaryTableForm } from '@beloning/core/schemas';
import { dutchToday } from '@beloning/core/format';
import {
  ageLabel,
  displayedWage,
  endedBefore,
  formSeriesTable,
  increaseVerb,
  ROUNDING_MODES,
  type CellAddress,
  type CellChange,
} from '@beloning/core/salary';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { datedIncreasedTables, increasedTable, type IncreaseInput } from './table-edits';
import { EDITOR_TEXTS } from './texts';

const PREVIEW_ROWS = 12;

/** The payscales of a table, in the order they first appear. */
function payscalesOf(fullTable: FullTable): string[] {
  const keys = new Set<string>();
  for (const payscales of Object.values(fullTable)) for (const key of Object.keys(payscales)) keys.add(key);
  return [...keys];
}

type Preview =
  | { kind: 'table'; table: FullTable; changes: CellChange[]; verb: string }
  | {
      kind: 'dated';
      tables: SalaryTableForm[];
      followUp: SalaryTableForm;
      ended: SalaryTableForm | null;
      changes: CellChange[];
    };

/**
 * The bulk increase (SPEC.md 2.11 step 4, and SPEC.md's increase data): a percentage or a fixed amount, then
 * an amount per payscale, rounded once, mathematically, up or down to a number of decimals, on the whole table
 * or on the selection. With an effective date the table stays as it is and its series gets a follow-up table
 * from that date with the raised wages (core's datedIncreaseForms, as the CLI's `tables increase --per`).
 * 'Voorbeeld bekijken' shows what changes; only 'Toepassen' stores it, as one undoable change.
 */
export function IncreaseDialog({
  fullTable,
  original,
  selection,
  tables,
  index,
  onApply,
  onApplyTables,
  onClose,
}: {
  readonly fullTable: FullTable;
  readonly original: FullTable | null;
  /** The selected cells, when more than one is selected. */
  readonly selection: readonly CellAddress[] | null;
  /** Every table of the wizard and the index of this one, for a raise per date. */
  readonly tables: readonly SalaryTableForm[];
  readonly index: number;
  readonly onApply: (table: FullTable, changes: number, verb: string) => void;
  readonly onApplyTables: (tables: SalaryTableForm[], followUp: SalaryTableForm) => void;
  readonly onClose: () => void;
}) {
  const id = useId();
  const [input, setInput] = useState<IncreaseInput>({
    type: 'percentage',
    value: '',
    amounts: {},
    mode: 'mathematical',
    decimals: '2',
    per: '',
    endDate: '',
    force: false,
  });
  const [scope, setScope] = useState<'table' | 'selection'>(selection === null ? 'table' : 'selection');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [askForce, setAskForce] = useState(false);
  const payscales = payscalesOf(fullTable);
  const dated = (input.per ?? '').trim() !== '';
  // A raise in place of a table whose period is over rewrites wages that may have been paid: said in the preview.
  const thisTable = tables[index];
  const past = thisTable !== undefined && endedBefore(formSeriesTable(thisTable), dutchToday());
  const change = (next: Partial<IncreaseInput>) => {
    setInput((old) => ({ ...old, ...next }));
    setPreview(null);
  };
  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (dated) {
      const outcome = datedIncreasedTables(tables, index, input);
      if (!outcome.ok) {
        setErrors(outcome.errors);
        setAskForce((old) => old || outcome.beyondBound);
        setPreview(null);
        return;
      }
      setErrors([]);
      setPreview({ kind: 'dated', ...outcome });
      return;
    }
    const outcome = increasedTable(fullTable, input, scope === 'selection' ? selection : null, original);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setPreview(null);
      return;
    }
    setErrors(outcome.changes.length === 0 ? [EDITOR_TEXTS.noChanges] : []);
    // The verb of the announcement ('verhoogd', 'verlaagd') is worked out with the preview: 'Toepassen' then
    // only stores the table, instead of reading every changed wage again before the grid can show it.
    setPreview(
      outcome.changes.length === 0
        ? null
        : { kind: 'table', ...outcome, verb: increaseVerb(outcome.changes) },
    );
  };
  const apply = () => {
    if (preview === null) return;
    if (preview.kind === 'dated') onApplyTables(preview.tables, preview.followUp);
    else onApply(preview.table, preview.changes.length, preview.verb);
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    <Dialog open title={EDITOR_TEXTS.increase} onClose={onClose}>
      <form className="stack salary-increase" noValidate onSubmit={showPreview}>
        <fieldset className="field">
          <legend className="field__label">{EDITOR_TEXTS.increaseType}</legend>
          {(['percentage', 'amount'] as const).map((type) => (
            <label key={type} className="salary-increase__choice">
              <input
                type="radio"
                name={field('type')}
                checked={input.type === type}
                onChange={() => change({ type })}
              />{' '}
              {type === 'percentage' ? EDITOR_TEXTS.percentage : EDITOR_TEXTS.amount}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={field('value')}>
            {EDITOR_TEXTS.increaseValue} {input.type === 'percentage' ? '(%)' : '(€)'}
          </label>
          <input
            id={field('value')}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={input.value}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? field('errors') : undefined}
            onChange={(event) => change({ value: event.target.value })}
          />
        </div>
        <fieldset className="field">
          <legend className="field__label">{EDITOR_TEXTS.thenAmounts}</legend>
          <p className="field__hint">{EDITOR_TEXTS.thenAmountsHint}</p>
          <div className="salary-increase__amounts">
            {payscales.map((payscale) => (
              <div key={payscale} className="field">
                <label className="field__label" htmlFor={field(`amount-${payscale}`)}>
                  {EDITOR_TEXTS.payscaleAmount(payscale)}
                </label>
                <input
                  id={field(`amount-${payscale}`)}
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  value={input.amounts?.[payscale] ?? ''}
                  onChange={(event) =>
                    change({ amounts: { ...input.amounts, [payscale]: event.target.value } })
                  }
                />
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend className="field__label">{EDITOR_TEXTS.perDate}</legend>
          <p className="field__hint">{EDITOR_TEXTS.perDateHint}</p>
          <div className="row">
            <div className="field">
              <label className="field__label" htmlFor={field('per')}>
                {EDITOR_TEXTS.per}
              </label>
              <input
                id={field('per')}
                className="input"
                inputMode="numeric"
                autoComplete="off"
                value={input.per ?? ''}
                onChange={(event) => change({ per: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={field('end')}>
                {EDITOR_TEXTS.followUpEnd}
              </label>
              <input
                id={field('end')}
                className="input"
                inputMode="numeric"
                autoComplete="off"
                disabled={!dated}
                value={input.endDate ?? ''}
                onChange={(event) => change({ endDate: event.target.value })}
              />
            </div>
          </div>
        </fieldset>
        <div className="row">
          <div className="field">
            <label className="field__label" htmlFor={field('mode')}>
              {EDITOR_TEXTS.rounding}
            </label>
            <select
              id={field('mode')}
              className="select"
              value={input.mode}
              onChange={(event) => change({ mode: event.target.value as IncreaseInput['mode'] })}
            >
              {ROUNDING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {EDITOR_TEXTS.roundingModes[mode]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={field('decimals')}>
              {EDITOR_TEXTS.decimals}
            </label>
            <input
              id={field('decimals')}
              className="input"
              inputMode="numeric"
              value={input.decimals}
              onChange={(event) => change({ decimals: event.target.value })}
            />
          </div>
        </div>
        <fieldset className="field">
          <legend className="field__label">{EDITOR_TEXTS.scope}</legend>
          <label className="salary-increase__choice">
            <input
              type="radio"
              name={field('scope')}
              checked={scope === 'table' || dated}
              onChange={() => {
                setScope('table');
                setPreview(null);
              }}
            />{' '}
            {EDITOR_TEXTS.scopeTable}
          </label>
          <label className="salary-increase__choice">
            <input
              type="radio"
              name={field('scope')}
              disabled={selection === null || dated}
              checked={scope === 'selection' && !dated}
              onChange={() => {
                setScope('selection');
                setPreview(null);
              }}
            />{' '}
            {EDITOR_TEXTS.scopeSelection(selection?.length ?? 0)}
          </label>
        </fieldset>
        {errors.length === 0 ? null : (
          <ul id={field('errors')} className="field__error" role="alert">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        {askForce ? (
          <label className="salary-increase__choice">
            <input
              type="checkbox"
              checked={input.force ?? false}
              onChange={(event) => change({ force: event.target.checked })}
            />{' '}
            {EDITOR_TEXTS.force}
          </label>
        ) : null}
        {preview === null ? null : (
          <div role="status">
            {preview.kind === 'dated' ? (
              <p>
                {EDITOR_TEXTS.followUpPreview(
                  preview.followUp.name,
                  preview.followUp.activePer,
                  preview.followUp.endDate,
                )}
                {preview.ended === null
                  ? null
                  : ` ${EDITOR_TEXTS.endedPreview(preview.ended.name, preview.ended.endDate)}`}
              </p>
            ) : past ? (
              <p className="notice notice--warning">{EDITOR_TEXTS.pastTable(thisTable?.endDate ?? '')}</p>
            ) : null}
            <p>{EDITOR_TEXTS.previewTitle(preview.changes.length)}</p>
            {/* It scrolls when it is long: reachable by Tab, so it can be scrolled by keyboard. */}
            <div
              className="salary-increase__preview"
              tabIndex={0}
              role="region"
              aria-label={EDITOR_TEXTS.previewRegion}
            >
              <table className="table">
                <thead>
                  <tr>
                    {EDITOR_TEXTS.previewColumns.map((name) => (
                      <th key={name} scope="col">
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.changes.slice(0, PREVIEW_ROWS).map((cell) => (
                    <tr key={`${cell.age}|${cell.payscale}|${cell.periodical}`}>
                      <td>{ageLabel(cell.age)}</td>
                      <td>{cell.payscale}</td>
                      <td>{cell.periodical}</td>
                      <td className="amount">{cell.old === null ? '' : displayedWage(cell.old)}</td>
                      <td className="amount">
                        {cell.new === null ? EDITOR_TEXTS.dropped : displayedWage(cell.new)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {preview.changes.length > PREVIEW_ROWS ? (
              <p>{EDITOR_TEXTS.previewMore(preview.changes.length - PREVIEW_ROWS)}</p>
            ) : null}
          </div>
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {EDITOR_TEXTS.cancel}
          </Button>
          <Button type="submit" variant={preview === null ? 'primary' : 'secondary'}>
            {EDITOR_TEXTS.preview}
          </Button>
          {preview === null ? null : <Button onClick={apply}>{EDITOR_TEXTS.apply}</Button>}
        </div>
      </form>
    </Dialog>
  );
}
