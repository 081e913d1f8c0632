import type { SalaryTableForm } from '@beloning/core/schemas';
import { useRef, useState, type KeyboardEvent } from 'react';
import { keyId } from '../paths';
import { StepForm } from '../wizard-frame';
import { useWizard } from '../store';
import type { StepSubmit } from '../use-step';
import { TablePanel } from './table-panel';
import { EDITOR_TEXTS } from './texts';
import './salary-editor.css';

function tabId(key: string): string {
  return keyId('step4-tab', key);
}
function panelId(key: string): string {
  return keyId('step4-panel', key);
}

/** 'Basisuurlonen 1-7-2024 (01-07-2024)': a table's tab. */
function tabLabel(table: SalaryTableForm): string {
  return `${table.name}${table.activePer === '' ? '' : ` (${table.activePer})`}`;
}

/**
 * Step 4, the salaries (SPEC.md 2.11): the tables as tabs (WAI-ARIA tabs; a table with an issue after a
 * refused 'Volgende' is marked, in words too) and the selected table's editor. The step's form holds only
 * the tabs, so Enter in the grid or a dialog never submits the step; 'Volgende' still does.
 */
export function SalaryEditor({ submit }: { readonly submit: StepSubmit }) {
  const tables = useWizard().salaryTables;
  const [chosen, setChosen] = useState<string | null>(null);
  const table = tables.find((candidate) => candidate.key === chosen) ?? tables[0];
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tables.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tables.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tables.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : tables[target];
    if (next === undefined) return;
    event.preventDefault();
    setChosen(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.key))}`)?.focus();
  };
  return (
    <div className="salary-editor">
      <StepForm submit={submit} label="Lonen">
        <div ref={list} role="tablist" aria-label={EDITOR_TEXTS.tablist} className="salary-editor__tabs">
          {tables.map((candidate, index) => {
            const selected = candidate.key === table?.key;
            const invalid = submit.invalidTabs.includes(candidate.key);
            return (
              <button
                key={candidate.key}
                id={tabId(candidate.key)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={panelId(candidate.key)}
                aria-invalid={invalid || undefined}
                tabIndex={selected ? 0 : -1}
                className={`salary-editor__tab${selected ? ' salary-editor__tab--selected' : ''}${invalid ? ' salary-editor__tab--invalid' : ''}`}
                onClick={() => setChosen(candidate.key)}
                onKeyDown={(event) => move(event, index)}
              >
                {tabLabel(candidate)}
                {invalid ? (
                  <>
                    <span aria-hidden="true"> !</span>
                    <span className="visually-hidden"> ({EDITOR_TEXTS.invalidTab})</span>
                  </>
                ) : null}
              </button>
            );
          })}
        </div>
      </StepForm>
      {table === undefined ? null : (
        <TablePanel key={table.key} table={table} panelId={panelId(table.key)} tabId={tabId(table.key)} />
      )}
    </div>
  );
}
