import type { AardType, Cao } from '@beloning/core/api';
import type { StartWizardForm } from '@beloning/core/schemas';
import { SHORT_WIZARD_TEXTS, aardLabel, caoTableLabel, companyJobsHeading } from '@beloning/core/wizard';
import { salaryGridLines } from '../cao-viewer.js';
import { note, select, type Field } from '../fields.js';

export interface ShortStep3View {
  /** Toon uurlonen. */
  hourly: boolean;
  /** The cao table shown in the viewer (its id), default the first. */
  tableId: number | null;
}

export interface ShortStep3Actions {
  setView: (view: ShortStep3View) => void;
  previous: () => void;
  next: () => void;
}

/** Short wizard step 3 'Cao overzicht': the own jobs under 'Functies in {company}', the cao and its tables. */
export function shortStep3Fields(
  form: StartWizardForm,
  cao: Cao,
  aardTypes: readonly AardType[],
  company: string,
  view: ShortStep3View,
  actions: ShortStep3Actions,
): Field[] {
  const jobs = form.hasJobsOption === 1 ? form.jobs : [];
  const jobLines = jobs.map((job) => {
    const table = cao.salary_tables.find((candidate) => candidate.id === job.salary_table_id);
    // An own job without an aard shows '-', as the portal's step 3 does.
    const aard = job.aard === null ? '-' : aardLabel(aardTypes, job.aard);
    return `  ${job.name} · ${aard} · ${table?.name ?? '-'} · ${job.minimal_payscale ?? '-'}`;
  });
  const shown = cao.salary_tables.find((table) => table.id === view.tableId) ?? cao.salary_tables[0];
  const fields: Field[] = [
    note('jobs-heading', companyJobsHeading(company), 'heading'),
    note('jobs', jobLines.length === 0 ? `  ${SHORT_WIZARD_TEXTS.allJobsInCao}` : jobLines.join('\n')),
    note('cao', cao.full_name, 'heading'),
    {
      kind: 'checkbox',
      id: 'hourly',
      label: SHORT_WIZARD_TEXTS.hourly,
      value: view.hourly,
      onChange: (hourly) => actions.setView({ ...view, hourly }),
    },
    select<number>({
      id: 'table',
      label: 'Loontabel',
      value: shown?.id ?? null,
      options: cao.salary_tables.flatMap((table) =>
        table.id === null ? [] : [{ value: table.id, label: caoTableLabel(table, cao.salary_tables) }],
      ),
      onChange: (tableId) => actions.setView({ ...view, tableId }),
    }),
  ];
  if (shown !== undefined) {
    fields.push(
      note(
        'grid',
        salaryGridLines(shown.full_table, {
          hourly: view.hourly,
          table: shown,
        }).join('\n'),
        'dim',
      ),
    );
  }
  fields.push(
    { kind: 'button', id: 'previous', label: 'Vorige', onPress: actions.previous },
    { kind: 'button', id: 'next', label: 'Volgende', onPress: actions.next },
  );
  return fields;
}
