import type { SchemeUpdatePayload } from '@beloning/core/api';
import type { SalaryTable, SalaryTablePayload } from '@beloning/core/schemas';
import type { CellChange, CellCounts } from '@beloning/core/salary';

/** What an import or increase does to one table of the scheme. */
export interface TableChange {
  /** replaced: new wages from a CSV; added: a new table from a CSV; increased: a bulk increase. */
  action: 'replaced' | 'added' | 'increased';
  /** The table as it will be saved (for the minimum-wage check and the summary). */
  table: SalaryTable;
  counts: CellCounts;
  /** Every cell whose wage changes, with its old and new value (core's cellChanges). */
  cells: CellChange[];
}

/** A new version of a scheme, worked out but not sent: the PUT body and what it changes. */
export interface SchemeEdit {
  payload: SchemeUpdatePayload & { salary_tables: SalaryTablePayload[] };
  changes: TableChange[];
}
