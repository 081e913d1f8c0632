import { useState } from 'react';
import { StepForm } from '../wizard-frame';
import { useWizard } from '../store';
import { panelId, TableTabs, tabId } from '../table-tabs';
import type { StepSubmit } from '../use-step';
import { TablePanel } from './table-panel';
import './salary-editor.css';

/**
 * Step 4, the salaries (SPEC.md 2.11): the tables as tabs (a table with an issue after a refused 'Volgende'
 * is marked, in words too) and the selected table's editor. The step's form holds only the tabs, so Enter in
 * the grid or a dialog never submits the step; 'Volgende' still does.
 */
export function SalaryEditor({ submit }: { readonly submit: StepSubmit }) {
  const tables = useWizard().salaryTables;
  const [chosen, setChosen] = useState<string | null>(null);
  const table = tables.find((candidate) => candidate.key === chosen) ?? tables[0];
  return (
    <div className="salary-editor">
      <StepForm submit={submit} label="Lonen">
        {table === undefined ? null : (
          <TableTabs
            step="step4"
            tables={tables}
            selected={table.key}
            invalid={submit.invalidTabs}
            onSelect={setChosen}
          />
        )}
      </StepForm>
      {table === undefined ? null : (
        <TablePanel
          key={table.key}
          table={table}
          panelId={panelId('step4', table.key)}
          tabId={tabId('step4', table.key)}
        />
      )}
    </div>
  );
}
