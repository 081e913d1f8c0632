import type { FormErrors } from './engine.js';
import { inTableMessage } from '../base/messages.js';

/** One problem found by a step-level check, with where it belongs. */
export interface StepIssue {
  readonly message: string;
  /** The key of the salary table (tab) it belongs to; the wizard highlights that tab. */
  readonly tableKey?: string;
  /** The table's name; the wizard list then shows 'In loontabel {name}: {message}'. */
  readonly tableName?: string;
  /** The field it belongs to, named as in the form ('endDate', 'werksoorten.OV.0.comment'). */
  readonly field?: string;
  /** What the field is called on screen, when the message alone would not say ('OV01, Percentage'). */
  readonly label?: string;
}

/** The table an issue belongs to: its tab key, and its name when the message should be prefixed with it. */
export interface IssueTable {
  readonly key: string;
  readonly name?: string;
}

/** One issue per message of the failing fields, optionally tied to a table. */
export function issuesFromErrors(errors: FormErrors, table?: IssueTable): StepIssue[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => issue(message, table, field)),
  );
}

/** An issue with only the parts that are known (the types forbid explicit undefined). */
export function issue(message: string, table?: IssueTable, field?: string): StepIssue {
  return {
    message,
    ...(table === undefined ? {} : { tableKey: table.key }),
    ...(table?.name === undefined ? {} : { tableName: table.name }),
    ...(field === undefined ? {} : { field }),
  };
}

/** What the wizard shows under a step: its error lines and the tabs to highlight. */
export interface WizardErrorList {
  readonly messages: readonly string[];
  readonly invalidTabs: readonly string[];
}

/**
 * The wizard's error list (SPEC.md 5.2): each message once, table errors prefixed 'In loontabel {name}: ' and
 * labelled ones '{label}: ', in the order found; and the keys of the tables with an error, once each.
 */
export function wizardErrorList(issues: readonly StepIssue[]): WizardErrorList {
  const messages = new Set<string>();
  const invalidTabs = new Set<string>();
  for (const found of issues) {
    const message = found.label === undefined ? found.message : `${found.label}: ${found.message}`;
    messages.add(found.tableName === undefined ? message : inTableMessage(found.tableName, message));
    if (found.tableKey !== undefined) invalidTabs.add(found.tableKey);
  }
  return { messages: [...messages], invalidTabs: [...invalidTabs] };
}
