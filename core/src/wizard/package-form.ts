import { z } from 'zod';
import { MESSAGES } from '../base/messages.js';
import { formatDutchDate, parseDutchDate, type IsoDate } from '../format/dates.js';
import { readTypedDecimal, toTypedDecimal, typedDecimalError } from '../format/numbers.js';
import { issue, type StepIssue } from '../rules/wizard-errors.js';
import {
  AMOUNT_PER,
  AMOUNT_UNITS,
  BASE_TYPES,
  CONTRIBUTORS,
  LEAVE_PER,
  LEAVE_UNITS,
  OTHER_TYPES,
  PACKAGE_BLOCKS,
  PACKAGE_ORIGINS,
  SUPPLEMENTARY_TYPES,
  SUSTAINABILITY_TYPES,
  baseDefinitionsSchema,
  ikbSchema,
  leaveSchema,
  otherSchema,
  pensionSchema,
  sickPaySchema,
  supplementarySchema,
  sustainableEmployabilitySchema,
  type EquivalentPackage,
  type PackageBlock,
  type PackageOrigin,
} from '../schemas/equivalent-package.js';
import { packageBlockStatus, type CompletenessStatus } from '../schemas/package-completeness.js';
import {
  AMOUNT_PER_LABELS,
  AMOUNT_UNIT_LABELS,
  BASE_TYPE_LABELS,
  CONTRIBUTOR_LABELS,
  LEAVE_PER_LABELS,
  LEAVE_UNIT_LABELS,
  OTHER_TYPE_LABELS,
  PACKAGE_BLOCK_LABELS,
  PACKAGE_FIELD_LABELS,
  PACKAGE_ORIGIN_LABELS,
  SUPPLEMENTARY_TYPE_LABELS,
  SUSTAINABILITY_TYPE_LABELS,
} from '../schemas/package-labels.js';

/**
 * The wizard's form of the gelijkwaardige-beloning package (issue 21, step 6 'Gelijkwaardige beloning'):
 * per block what the user typed, as text (Dutch decimals such as '12,5', dates DD-MM-JJJJ), choices and
 * ticks, so a half-filled block survives a reload. One description per block (PACKAGE_FORM_BLOCKS) drives
 * both the portal's inputs and the conversion to the saved package (packageFromForm): numbers are read as
 * typed Dutch numbers (an ambiguous '1.250' is refused), then each block goes through core's own schema
 * (equivalent-package.ts), its messages placed under the field they are about. A block with nothing filled
 * in is left out of the package ('nog niet ingevuld'); nothing is ever filled in for the user.
 */

/** What an empty input sends: nothing (the key left out) or null. */
type Empty = 'omit' | 'null';

export interface ChoiceSpec {
  readonly value: string;
  readonly label: string;
}

export type PackageFieldSpec =
  | {
      readonly kind: 'text';
      readonly key: string;
      readonly label: string;
      readonly empty: Empty;
      readonly required: boolean;
      readonly multiline?: boolean;
    }
  | {
      readonly kind: 'decimal';
      readonly key: string;
      readonly label: string;
      readonly empty: Empty;
      readonly required: boolean;
      readonly hint?: string;
    }
  | {
      readonly kind: 'integer';
      readonly key: string;
      readonly label: string;
      readonly required: boolean;
      readonly hint?: string;
    }
  | {
      readonly kind: 'choice';
      readonly key: string;
      readonly label: string;
      readonly empty: Empty;
      readonly required: boolean;
      readonly options: readonly ChoiceSpec[];
    }
  | { readonly kind: 'boolean'; readonly key: string; readonly label: string }
  | { readonly kind: 'date'; readonly key: string; readonly label: string }
  | { readonly kind: 'words'; readonly key: string; readonly label: string; readonly hint: string }
  | {
      readonly kind: 'list';
      readonly key: string;
      readonly label: string;
      /** Whether the list must have a line (the schema's min(1)). */
      readonly required: boolean;
      /** The key is left out when the list is empty (an optional list). */
      readonly optional: boolean;
      /** 'Regel toevoegen' says what a line is ('periode', 'onderdeel'). */
      readonly line: string;
      readonly fields: readonly PackageFieldSpec[];
    };

export interface PackageBlockSpec {
  readonly block: PackageBlock;
  readonly label: string;
  /** The block's own fields, after its origin and before its validity and note. */
  readonly fields: readonly PackageFieldSpec[];
}

const L = PACKAGE_FIELD_LABELS;
const PERCENTAGE_HINT = 'Een percentage van 0 tot 100, bijvoorbeeld 2,5.';

function options<V extends string>(values: readonly V[], labels: Record<V, string>): ChoiceSpec[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const text = (key: string, label: string, required: boolean, empty: Empty = 'omit'): PackageFieldSpec => ({
  kind: 'text',
  key,
  label,
  required,
  empty,
});
const note: PackageFieldSpec = {
  kind: 'text',
  key: 'description',
  label: L.description,
  required: false,
  empty: 'omit',
  multiline: true,
};
const percentage = (
  key: string,
  label: string,
  required: boolean,
  empty: Empty = 'omit',
): PackageFieldSpec => ({
  kind: 'decimal',
  key,
  label,
  required,
  empty,
  hint: PERCENTAGE_HINT,
});
const choice = <V extends string>(
  key: string,
  label: string,
  values: readonly V[],
  labels: Record<V, string>,
  required: boolean,
  empty: Empty = 'omit',
): PackageFieldSpec => ({ kind: 'choice', key, label, required, empty, options: options(values, labels) });

const leaveList = (key: keyof typeof L): PackageFieldSpec => ({
  kind: 'list',
  key,
  label: L[key],
  required: false,
  optional: true,
  line: 'regel',
  fields: [
    text('name', L.name, true),
    { kind: 'decimal', key: 'amount', label: L.amount, required: true, empty: 'omit' },
    choice('unit', L.unit, LEAVE_UNITS, LEAVE_UNIT_LABELS, true),
    choice('per', L.per, LEAVE_PER, LEAVE_PER_LABELS, true),
    note,
  ],
});

const amountFields: PackageFieldSpec[] = [
  { kind: 'decimal', key: 'amount', label: L.amount, required: false, empty: 'null' },
  choice('unit', L.unit, AMOUNT_UNITS, AMOUNT_UNIT_LABELS, false, 'null'),
  choice('per', L.per, AMOUNT_PER, AMOUNT_PER_LABELS, false, 'null'),
  note,
];

/** The blocks in PACKAGE_BLOCKS' order, each with its fields as the form shows them. */
export const PACKAGE_FORM_BLOCKS: readonly PackageBlockSpec[] = [
  {
    block: 'sick_pay',
    label: PACKAGE_BLOCK_LABELS.sick_pay,
    fields: [
      {
        kind: 'integer',
        key: 'waiting_days',
        label: L.waiting_days,
        required: true,
        hint: 'Ten hoogste 2 dagen.',
      },
      {
        kind: 'list',
        key: 'periods',
        label: L.periods,
        required: true,
        optional: false,
        line: 'periode',
        fields: [
          {
            kind: 'integer',
            key: 'from_month',
            label: L.from_month,
            required: true,
            hint: 'Van 1 tot en met 24.',
          },
          percentage('percentage', L.percentage, true),
        ],
      },
    ],
  },
  {
    block: 'leave',
    label: PACKAGE_BLOCK_LABELS.leave,
    fields: [
      leaveList('public_holidays'),
      leaveList('special_leave'),
      leaveList('parental_leave'),
      leaveList('extra_leave'),
      percentage('leave_day_value', L.leave_day_value, false),
    ],
  },
  {
    block: 'pension',
    label: PACKAGE_BLOCK_LABELS.pension,
    fields: [
      text('name', L.fund, true),
      percentage('employer_percentage', L.employer_percentage, true),
      percentage('employee_percentage', L.employee_percentage, true),
      {
        kind: 'decimal',
        key: 'franchise',
        label: L.franchise,
        required: false,
        empty: 'null',
        hint: 'Leeg als er geen franchise is.',
      },
    ],
  },
  {
    block: 'ikb',
    label: PACKAGE_BLOCK_LABELS.ikb,
    fields: [
      {
        kind: 'list',
        key: 'parts',
        label: L.parts,
        required: true,
        optional: false,
        line: 'onderdeel',
        fields: [text('name', L.name, true), percentage('percentage', L.percentage, true)],
      },
      {
        kind: 'list',
        key: 'spending',
        label: L.spending,
        required: false,
        optional: false,
        line: 'bestedingsmogelijkheid',
        fields: [text('description', L.description, true)],
      },
    ],
  },
  {
    block: 'sustainable_employability',
    label: PACKAGE_BLOCK_LABELS.sustainable_employability,
    fields: [
      {
        kind: 'list',
        key: 'items',
        label: L.items,
        required: true,
        optional: false,
        line: 'regeling',
        fields: [
          choice('type', L.type, SUSTAINABILITY_TYPES, SUSTAINABILITY_TYPE_LABELS, true),
          text('name', L.name, true),
          ...amountFields,
        ],
      },
    ],
  },
  {
    block: 'supplementary',
    label: PACKAGE_BLOCK_LABELS.supplementary,
    fields: [
      {
        kind: 'list',
        key: 'items',
        label: L.items,
        required: true,
        optional: false,
        line: 'regeling',
        fields: [
          choice('type', L.type, SUPPLEMENTARY_TYPES, SUPPLEMENTARY_TYPE_LABELS, true),
          text('description', L.description, true),
          percentage('percentage', L.percentage, false, 'null'),
          choice('paid_by', L.paid_by, CONTRIBUTORS, CONTRIBUTOR_LABELS, false, 'null'),
        ],
      },
    ],
  },
  {
    block: 'other',
    label: PACKAGE_BLOCK_LABELS.other,
    fields: [
      {
        kind: 'list',
        key: 'items',
        label: L.items,
        required: true,
        optional: false,
        line: 'regeling',
        fields: [
          choice('type', L.type, OTHER_TYPES, OTHER_TYPE_LABELS, true),
          text('name', L.name, true),
          ...amountFields,
        ],
      },
    ],
  },
  {
    block: 'base_definitions',
    label: PACKAGE_BLOCK_LABELS.base_definitions,
    fields: [
      {
        kind: 'list',
        key: 'bases',
        label: L.bases,
        required: true,
        optional: false,
        line: 'grondslag',
        fields: [
          choice('base', L.base, BASE_TYPES, BASE_TYPE_LABELS, true),
          { kind: 'boolean', key: 'wage', label: L.wage },
          { kind: 'boolean', key: 'holiday_allowance', label: L.holiday_allowance },
          { kind: 'boolean', key: 'leave_days', label: L.leave_days },
          { kind: 'boolean', key: 'all_allowances', label: L.all_allowances },
          {
            kind: 'words',
            key: 'allowances',
            label: L.allowances,
            hint: 'De codes van de toeslagen, gescheiden door komma’s (bijvoorbeeld TU01, OV01). Leeg bij alle toeslagen.',
          },
          note,
        ],
      },
    ],
  },
];

/** The origin, first in every block. */
export const PACKAGE_ORIGIN_FIELD: PackageFieldSpec = choice(
  'origin',
  L.origin,
  PACKAGE_ORIGINS,
  PACKAGE_ORIGIN_LABELS,
  true,
);

/** The validity and note, last in every block. */
export const PACKAGE_COMMON_FIELDS: readonly PackageFieldSpec[] = [
  { kind: 'date', key: 'start_date', label: L.start_date },
  { kind: 'date', key: 'end_date', label: L.end_date },
  note,
];

/** Every field of a block in the form's order: origin, its own fields, validity and note. */
export function blockFields(spec: PackageBlockSpec): readonly PackageFieldSpec[] {
  return [PACKAGE_ORIGIN_FIELD, ...spec.fields, ...PACKAGE_COMMON_FIELDS];
}

const BLOCK_SCHEMAS = {
  sick_pay: sickPaySchema,
  leave: leaveSchema,
  pension: pensionSchema,
  ikb: ikbSchema,
  sustainable_employability: sustainableEmployabilitySchema,
  supplementary: supplementarySchema,
  other: otherSchema,
  base_definitions: baseDefinitionsSchema,
} as const satisfies Record<PackageBlock, z.ZodType>;

/* ---------------------------------------------------------------------------------------------------- */
/* The form's shape, as stored in the wizard state.                                                      */

const cellSchema = z.union([z.string(), z.boolean(), z.null()]);
const rowSchema = z.record(z.string(), cellSchema);
export const packageBlockFormSchema = z.record(z.string(), z.union([cellSchema, z.array(rowSchema)]));
export type PackageFormCell = z.infer<typeof cellSchema>;
export type PackageFormRow = z.infer<typeof rowSchema>;
export type PackageBlockForm = z.infer<typeof packageBlockFormSchema>;

/** The package form: a block the user opened has a form; a block never opened is left out. */
export const packageFormSchema = z.partialRecord(z.enum(PACKAGE_BLOCKS), packageBlockFormSchema);
export type PackageForm = z.infer<typeof packageFormSchema>;

function specOf(block: PackageBlock): PackageBlockSpec {
  return PACKAGE_FORM_BLOCKS.find((spec) => spec.block === block)!;
}

/** A field's empty input: '' for text, null for a choice, false for a tick, no lines for a list. */
function emptyCell(field: PackageFieldSpec): PackageFormCell | PackageFormRow[] {
  switch (field.kind) {
    case 'choice':
      return null;
    case 'boolean':
      return false;
    case 'list':
      return [];
    default:
      return '';
  }
}

function emptyRowOf(fields: readonly PackageFieldSpec[]): PackageFormRow {
  return Object.fromEntries(fields.map((field) => [field.key, emptyCell(field) as PackageFormCell]));
}

/** A block with nothing filled in. */
export function emptyBlockForm(block: PackageBlock): PackageBlockForm {
  return Object.fromEntries(blockFields(specOf(block)).map((field) => [field.key, emptyCell(field)]));
}

/** A new, empty line of the list `list` of `block`. */
export function emptyPackageLine(block: PackageBlock, list: string): PackageFormRow {
  const field = specOf(block).fields.find((candidate) => candidate.key === list);
  return field?.kind === 'list' ? emptyRowOf(field.fields) : {};
}

function isEmptyCell(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((row) => Object.values(row as object).every(isEmptyCell));
  return (
    value === null ||
    value === false ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** True when nothing of the block is filled in (an empty line counts as nothing). */
export function isBlockEmpty(form: PackageBlockForm | undefined): boolean {
  return form === undefined || Object.values(form).every(isEmptyCell);
}

/**
 * A block's status as typed, in the completeness view's terms (`packageBlockStatus`): 'nog niet ingevuld'
 * while nothing is typed, 'volgens cao' when its origin is the cao, 'ingevuld' otherwise. Step 6 shows it
 * beside the block's name.
 */
export function blockFormStatus(form: PackageBlockForm | undefined): CompletenessStatus {
  if (isBlockEmpty(form)) return 'nog_niet_ingevuld';
  const origin = form?.origin;
  return (PACKAGE_ORIGINS as readonly unknown[]).includes(origin)
    ? packageBlockStatus({ origin: origin as PackageOrigin })
    : 'ingevuld';
}

/* ---------------------------------------------------------------------------------------------------- */
/* Changes to the form, the same for the portal and the terminal.                                        */

/** 'sick_pay.periods.0.percentage' as block, key, and for a list line its index and the line's key. */
function splitPath(
  path: string,
): { block: PackageBlock; key: string; index?: number; inner?: string } | null {
  const [block, key, index, inner, ...rest] = path.split('.');
  if (!(PACKAGE_BLOCKS as readonly (string | undefined)[]).includes(block)) return null;
  if (key === undefined || key === '' || rest.length > 0) return null;
  if (index === undefined) return { block: block as PackageBlock, key };
  if (!/^\d+$/.test(index) || inner === undefined || inner === '') return null;
  return { block: block as PackageBlock, key, index: Number(index), inner };
}

/** The field a path names in its block's form, or undefined for a path no field has. */
function fieldAt(path: string): PackageFieldSpec | undefined {
  const parts = splitPath(path);
  if (parts === null) return undefined;
  const field = blockFields(specOf(parts.block)).find((candidate) => candidate.key === parts.key);
  if (parts.inner === undefined) return field;
  return field?.kind === 'list' ? field.fields.find((candidate) => candidate.key === parts.inner) : undefined;
}

function linesOf(blockForm: PackageBlockForm | undefined, list: string): PackageFormRow[] {
  const rows = blockForm?.[list];
  return Array.isArray(rows) ? rows : [];
}

/**
 * What a field holds, as typed: 'pension.name', or a list line's field 'sick_pay.periods.0.percentage'. A
 * block never opened, a line that is not there or a key the form lacks gives the field's empty input ('' for
 * text, null for a choice, false for a tick); a path no field has gives null.
 */
export function packageFormValue(form: PackageForm | null, path: string): PackageFormCell {
  const parts = splitPath(path);
  const field = fieldAt(path);
  if (parts === null || field === undefined || field.kind === 'list') return null;
  const blockForm = form?.[parts.block];
  const value =
    parts.index === undefined
      ? blockForm?.[parts.key]
      : linesOf(blockForm, parts.key)[parts.index]?.[parts.inner ?? ''];
  return value === undefined || Array.isArray(value) ? (emptyCell(field) as PackageFormCell) : value;
}

/**
 * The form with `value` typed into the field at `path`; a block never opened starts empty (emptyBlockForm).
 * A path no field has, or a line that is not there, leaves the form as it is.
 */
export function setPackageFormValue(
  form: PackageForm | null,
  path: string,
  value: PackageFormCell,
): PackageForm {
  const parts = splitPath(path);
  const current = form ?? {};
  const field = fieldAt(path);
  if (parts === null || field === undefined || field.kind === 'list') return current;
  const blockForm = current[parts.block] ?? emptyBlockForm(parts.block);
  if (parts.index === undefined) return { ...current, [parts.block]: { ...blockForm, [parts.key]: value } };
  const lines = linesOf(blockForm, parts.key);
  if (parts.index >= lines.length) return current;
  const changed = lines.map((line, at) =>
    at === parts.index ? { ...line, [parts.inner ?? '']: value } : line,
  );
  return { ...current, [parts.block]: { ...blockForm, [parts.key]: changed } };
}

/** The form with an empty line added at the end of the list `list` of `block` (the block opened if needed). */
export function addPackageLine(form: PackageForm | null, block: PackageBlock, list: string): PackageForm {
  const current = form ?? {};
  const field = specOf(block).fields.find((candidate) => candidate.key === list);
  if (field?.kind !== 'list') return current;
  const blockForm = current[block] ?? emptyBlockForm(block);
  return {
    ...current,
    [block]: { ...blockForm, [list]: [...linesOf(blockForm, list), emptyPackageLine(block, list)] },
  };
}

/** The form without line `index` of the list `list` of `block`; the lines after it move up. */
export function removePackageLine(
  form: PackageForm | null,
  block: PackageBlock,
  list: string,
  index: number,
): PackageForm {
  const current = form ?? {};
  const blockForm = current[block];
  if (blockForm === undefined || !Array.isArray(blockForm[list])) return current;
  return {
    ...current,
    [block]: { ...blockForm, [list]: linesOf(blockForm, list).filter((_, at) => at !== index) },
  };
}

/** The form without `block`: nothing of it is saved, it is 'nog niet ingevuld' again. */
export function clearPackageBlock(form: PackageForm | null, block: PackageBlock): PackageForm {
  const { [block]: _cleared, ...rest } = form ?? {};
  return rest;
}

/* ---------------------------------------------------------------------------------------------------- */
/* From the form to the package.                                                                         */

interface Local {
  readonly path: string;
  readonly message: string;
  /** A number that reads two ways ('1.250'): left out of the package, never sent as typed. */
  readonly ambiguous?: boolean;
}

/** The value a field sends, or `undefined` to leave its key out; a typed value that is no value adds an issue. */
function readField(field: PackageFieldSpec, raw: unknown, path: string, locals: Local[]): unknown {
  const textOf = typeof raw === 'string' ? raw.trim() : '';
  const empty = (policy: Empty) => (policy === 'null' ? null : undefined);
  switch (field.kind) {
    case 'text':
      return textOf === '' ? empty(field.empty) : raw;
    case 'decimal': {
      if (textOf === '') return empty(field.empty);
      const reading = readTypedDecimal(textOf);
      if (reading.ok) return reading.value;
      if (reading.reason === 'ambiguous') {
        // Sent as typed, '1.250' would be the dot decimal 1.25: it is left out, and the save refuses.
        locals.push({
          path,
          message: typedDecimalError(textOf, MESSAGES.numeric) ?? MESSAGES.numeric,
          ambiguous: true,
        });
        return undefined;
      }
      // No number: sent as typed, so core's schema (and the server's) refuses it under its field.
      locals.push({ path, message: MESSAGES.numeric });
      return textOf;
    }
    case 'integer': {
      if (textOf === '') return undefined;
      if (!/^\d{1,6}$/.test(textOf)) {
        locals.push({ path, message: MESSAGES.numeric });
        return textOf;
      }
      return Number(textOf);
    }
    case 'choice':
      return typeof raw === 'string' && raw !== '' ? raw : empty(field.empty);
    case 'boolean':
      return raw === true;
    case 'date': {
      if (textOf === '') return undefined;
      const iso = parseDutchDate(textOf);
      if (iso === null) locals.push({ path, message: MESSAGES.date });
      return iso ?? textOf;
    }
    case 'words': {
      const words = textOf
        .split(',')
        .map((word) => word.trim())
        .filter((word) => word !== '');
      return words.length === 0 ? undefined : words;
    }
    case 'list': {
      const rows = Array.isArray(raw) ? (raw as PackageFormRow[]) : [];
      if (rows.length === 0 && field.optional) return undefined;
      return rows.map((row, index) => readFields(field.fields, row, `${path}.${index}`, locals));
    }
  }
}

function readFields(
  fields: readonly PackageFieldSpec[],
  form: Record<string, unknown>,
  path: string,
  locals: Local[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = readField(field, form[field.key], path === '' ? field.key : `${path}.${field.key}`, locals);
    if (value !== undefined) out[field.key] = value;
  }
  return out;
}

/**
 * Where a path into the gelijkwaardige-beloning package lies, in the words the wizard shows: 'Verlof, Extra
 * verlof regel 1, Hoeveelheid' for ['leave', 'extra_leave', 0, 'amount']. The labels of packageFromForm's
 * issues, and what a fixture check or an import names a place with, so all say it as the form does. Lines count
 * from 1. A part the package does not know ends the words there, shown as it is ('Verlof, veld onbekend').
 */
export function packagePathLabel(path: readonly (string | number)[]): string {
  const [block, ...rest] = path;
  const spec = PACKAGE_FORM_BLOCKS.find((candidate) => candidate.block === block);
  if (spec === undefined) return block === undefined ? '' : `veld ${path.join('.')}`;
  const words: string[] = [spec.label];
  let fields = blockFields(spec);
  for (let at = 0; at < rest.length; at += 1) {
    const field = fields.find((candidate) => candidate.key === rest[at]);
    if (field === undefined) {
      words.push(`veld ${rest.slice(at).join('.')}`);
      break;
    }
    if (field.kind === 'list' && typeof rest[at + 1] === 'number') {
      words.push(`${field.label} ${field.line} ${(rest[at + 1] as number) + 1}`);
      fields = field.fields;
      at += 1;
    } else words.push(field.label);
  }
  return words.join(', ');
}

export interface PackageFromForm {
  /** The blocks that are filled in, as the save sends them (a block with issues as typed, for the server to refuse). */
  readonly equivalentPackage: EquivalentPackage | null;
  /** Each with its field: '{block}.{path}' ('pension.employer_percentage', 'sick_pay.periods.0.percentage'). */
  readonly issues: readonly StepIssue[];
  /** The message of a number that reads two ways ('1.250'), which the package leaves out; null when none. */
  readonly ambiguous: string | null;
}

/**
 * The package of a form: every block that is filled in, read and checked with core's block schema; the issues
 * under their fields. An empty form is null ('nog niet ingevuld' for every block).
 */
export function packageFromForm(form: PackageForm | null): PackageFromForm {
  const blocks: Record<string, unknown> = {};
  const issues: StepIssue[] = [];
  let ambiguous: string | null = null;
  for (const spec of PACKAGE_FORM_BLOCKS) {
    const blockForm = form?.[spec.block];
    if (blockForm === undefined || isBlockEmpty(blockForm)) continue;
    const locals: Local[] = [];
    const candidate = readFields(blockFields(spec), blockForm, '', locals);
    const placed = new Set<string>();
    for (const local of locals) {
      if (local.ambiguous === true) ambiguous ??= local.message;
      placed.add(local.path);
      issues.push({
        ...issue(local.message, undefined, `${spec.block}.${local.path}`),
        label: packagePathLabel([
          spec.block,
          ...local.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        ]),
      });
    }
    const parsed = BLOCK_SCHEMAS[spec.block].safeParse(candidate);
    if (parsed.success) {
      blocks[spec.block] = parsed.data;
      continue;
    }
    blocks[spec.block] = candidate;
    for (const found of parsed.error.issues) {
      const path = found.path.map((part) => (typeof part === 'number' ? part : String(part)));
      const key = path.join('.');
      // A value that could not be read already has its message; the schema would only add 'Veld is vereist'.
      if (placed.has(key)) continue;
      issues.push({
        ...issue(found.message, undefined, key === '' ? spec.block : `${spec.block}.${key}`),
        label: packagePathLabel([spec.block, ...path]),
      });
    }
  }
  const keys = Object.keys(blocks);
  return { equivalentPackage: keys.length === 0 ? null : (blocks as EquivalentPackage), issues, ambiguous };
}

/* ---------------------------------------------------------------------------------------------------- */
/* From a saved package to the form.                                                                      */

function writeField(field: PackageFieldSpec, value: unknown): PackageFormCell | PackageFormRow[] {
  if (value === undefined || value === null) return emptyCell(field);
  switch (field.kind) {
    case 'text':
    case 'choice':
      return String(value);
    case 'decimal':
      return toTypedDecimal(String(value));
    case 'integer':
      return String(value);
    case 'boolean':
      return value === true;
    case 'date':
      return formatDutchDate(value as IsoDate);
    case 'words':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'list':
      return Array.isArray(value)
        ? value.map((row) => writeFields(field.fields, row as Record<string, unknown>) as PackageFormRow)
        : [];
  }
}

function writeFields(fields: readonly PackageFieldSpec[], value: Record<string, unknown>): PackageBlockForm {
  return Object.fromEntries(fields.map((field) => [field.key, writeField(field, value[field.key])]));
}

/** The form of a saved package: each saved block as the user would have typed it; a block not saved is left out. */
export function packageFormFromPackage(saved: EquivalentPackage | null | undefined): PackageForm | null {
  if (saved === null || saved === undefined) return null;
  const form: PackageForm = {};
  for (const spec of PACKAGE_FORM_BLOCKS) {
    const block = saved[spec.block];
    if (block === undefined) continue;
    form[spec.block] = writeFields(blockFields(spec), block as Record<string, unknown>);
  }
  return form;
}
