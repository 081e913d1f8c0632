import type { SchemeUpdatePayload } from '@beloning/core/api';
import type { SalaryTable, SalaryTablePayload } from '@beloning/core/schemas';
import type { CellChange, CellCounts } from '@beloning/core/salary';

/** What an import or increase does to one table of the scheme. */
export interface TableChange {
  /**
   * replaced: new wages from a CSV; added: a new table from a CSV; follow-up: a new table from a raise per
   * date (cells against the table it follows); ended: a table that now ends the day before such a raise.
   */
  action: 'replaced' | 'added' | 'follow-up' | 'ended';
  /** How a raise is named by its sign (core's increaseVerb): 'verhoogd', 'verlaagd', 'gewijzigd'. */
  verb?: string;
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
