import type { SalaryTableForm } from '@beloning/core/schemas';
import { useRef, type KeyboardEvent } from 'react';
import { keyId } from './paths';
import './table-tabs.css';

/** The id of a table's tab and of its panel in a step ('step3', 'step4', 'step5'). */
export function tabId(step: string, key: string): string {
  return keyId(`${step}-tab`, key);
}
export function panelId(step: string, key: string): string {
  return keyId(`${step}-panel`, key);
}

/** '1. Basisuurlonen 1-7-2024 (01-07-2024)': a table's tab, as the terminal wizard names it. */
export function tableTabLabel(table: SalaryTableForm, index: number): string {
  return `${index + 1}. ${table.name}${table.activePer === '' ? '' : ` (${table.activePer})`}`;
}

export const INVALID_TAB_TEXT = 'bevat fouten';

/**
 * The tables of steps 3, 4 and 5 as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them, only
 * the selected tab is in the tab order). A tab whose table has an issue after a refused 'Volgende' is marked,
 * also in words for screen readers.
 */
export function TableTabs({
  step,
  tables,
  selected,
  invalid,
  onSelect,
}: {
  /** The step the tabs belong to, for their ids ('step3'). */
  readonly step: string;
  readonly tables: readonly SalaryTableForm[];
  readonly selected: string;
  readonly invalid: readonly string[];
  readonly onSelect: (key: string) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tables.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const table = target === null ? undefined : tables[target];
    if (table === undefined) return;
    event.preventDefault();
    onSelect(table.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(step, table.key))}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label="Loontabellen" className="table-tabs">
      {tables.map((table, index) => {
        const isSelected = table.key === selected;
        const isInvalid = invalid.includes(table.key);
        return (
          <button
            key={table.key}
            id={tabId(step, table.key)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(step, table.key)}
            tabIndex={isSelected ? 0 : -1}
            className={`table-tabs__tab${isSelected ? ' table-tabs__tab--selected' : ''}${isInvalid ? ' table-tabs__tab--invalid' : ''}`}
            onClick={() => onSelect(table.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tableTabLabel(table, index)}
            {isInvalid ? (
              <span className="table-tabs__mark">
                <span aria-hidden="true"> !</span>
                <span className="visually-hidden"> ({INVALID_TAB_TEXT})</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
