import {
  formatDutchDate,
  normaliseDecimal,
  parseDutchDate,
  toTypedDecimal,
  typedDecimalError,
} from '@beloning/core/format';
import { MESSAGES } from '@beloning/core/rules';
import {
  ikbSchema,
  leaveSchema,
  pensionSchema,
  sickPaySchema,
  type EquivalentPackage,
  type LEAVE_PER,
  type LEAVE_UNITS,
  type PackageOrigin,
} from '@beloning/core/schemas';

/** What the terminal needs of a zod schema of core (the CLI does not depend on zod itself). */
interface BlockSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The blocks of the gelijkwaardige-beloning package (core's equivalent-package.ts) that the terminal wizard
 * edits, as typed: numbers with a decimal comma, dates as DD-MM-JJJJ. The keys are the wire's keys, so an
 * issue of core's schema has the path of its field. A block whose origin is null is left out of the package
 * ('nog niet ingevuld'); nothing is filled in for it. Reading typed text is core's (normaliseDecimal,
 * parseDutchDate), the rules are core's schemas; this file only moves values between the two forms.
 */

/** The blocks the terminal wizard edits, in core's order; the others are kept as saved. */
export const EDITED_BLOCKS = ['sick_pay', 'leave', 'pension', 'ikb'] as const;
export type EditedBlock = (typeof EDITED_BLOCKS)[number];

export const LEAVE_LISTS = ['public_holidays', 'special_leave', 'parental_leave', 'extra_leave'] as const;
export type LeaveList = (typeof LEAVE_LISTS)[number];

interface BlockBaseForm {
  origin: PackageOrigin | null;
  start_date: string;
  end_date: string;
  description: string;
}

export interface SickPayForm extends BlockBaseForm {
  waiting_days: string;
  periods: { from_month: string; percentage: string }[];
}

export interface LeaveLineForm {
  name: string;
  amount: string;
  unit: (typeof LEAVE_UNITS)[number];
  per: (typeof LEAVE_PER)[number];
  description: string;
}

export interface LeaveForm extends BlockBaseForm, Record<LeaveList, LeaveLineForm[]> {
  leave_day_value: string;
}

export interface PensionForm extends BlockBaseForm {
  name: string;
  employer_percentage: string;
  employee_percentage: string;
  franchise: string;
}

export interface IkbForm extends BlockBaseForm {
  parts: { name: string; percentage: string }[];
  spending: { description: string }[];
}

export interface BlockForms {
  sick_pay: SickPayForm;
  leave: LeaveForm;
  pension: PensionForm;
  ikb: IkbForm;
}

export interface PackageForm extends BlockForms {
  /** The package as loaded: the blocks the terminal does not edit are saved as they were. */
  kept: EquivalentPackage;
}

const emptyBase = (): BlockBaseForm => ({ origin: null, start_date: '', end_date: '', description: '' });

export function emptyLeaveLine(): LeaveLineForm {
  return { name: '', amount: '', unit: 'dagen', per: 'jaar', description: '' };
}

/** What a block's form starts as once its origin is chosen: one empty line where the block needs one. */
export function emptyBlock<B extends EditedBlock>(block: B): BlockForms[B] {
  const forms: BlockForms = {
    sick_pay: { ...emptyBase(), waiting_days: '', periods: [{ from_month: '', percentage: '' }] },
    leave: {
      ...emptyBase(),
      public_holidays: [],
      special_leave: [],
      parental_leave: [],
      extra_leave: [],
      leave_day_value: '',
    },
    pension: { ...emptyBase(), name: '', employer_percentage: '', employee_percentage: '', franchise: '' },
    ikb: { ...emptyBase(), parts: [{ name: '', percentage: '' }], spending: [] },
  };
  return forms[block];
}

const typedDate = (iso: string | null | undefined) => (iso ? formatDutchDate(iso) : '');
const typedNumber = (wire: string | null | undefined) => (wire == null ? '' : toTypedDecimal(wire));

function baseFrom(block: {
  origin: PackageOrigin;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
  description?: string | undefined;
}): BlockBaseForm {
  return {
    origin: block.origin,
    start_date: typedDate(block.start_date),
    end_date: typedDate(block.end_date),
    description: block.description ?? '',
  };
}

/** The form of a saved package (null: a new scheme or a version saved before the package existed). */
export function packageFormFrom(saved: EquivalentPackage | null): PackageForm {
  const pkg = saved ?? {};
  const { sick_pay: sick, leave, pension, ikb } = pkg;
  const lineFrom = (line: NonNullable<typeof leave>['special_leave'] & object) =>
    line.map((item): LeaveLineForm => ({
      name: item.name,
      amount: typedNumber(item.amount),
      unit: item.unit,
      per: item.per,
      description: item.description ?? '',
    }));
  return {
    sick_pay:
      sick === undefined
        ? emptyBlock('sick_pay')
        : {
            ...baseFrom(sick),
            waiting_days: String(sick.waiting_days),
            periods: sick.periods.map((period) => ({
              from_month: String(period.from_month),
              percentage: typedNumber(period.percentage),
            })),
          },
    leave:
      leave === undefined
        ? emptyBlock('leave')
        : {
            ...baseFrom(leave),
            public_holidays: lineFrom(leave.public_holidays ?? []),
            special_leave: lineFrom(leave.special_leave ?? []),
            parental_leave: lineFrom(leave.parental_leave ?? []),
            extra_leave: lineFrom(leave.extra_leave ?? []),
            leave_day_value: typedNumber(leave.leave_day_value),
          },
    pension:
      pension === undefined
        ? emptyBlock('pension')
        : {
            ...baseFrom(pension),
            name: pension.name,
            employer_percentage: typedNumber(pension.employer_percentage),
            employee_percentage: typedNumber(pension.employee_percentage),
            franchise: typedNumber(pension.franchise),
          },
    ikb:
      ikb === undefined
        ? emptyBlock('ikb')
        : {
            ...baseFrom(ikb),
            parts: ikb.parts.map((part) => ({ name: part.name, percentage: typedNumber(part.percentage) })),
            spending: ikb.spending.map((item) => ({ description: item.description })),
          },
    kept: pkg,
  };
}

/** Field path (block.key.index.key) to its first Dutch message. */
export type PackageErrors = ReadonlyMap<string, string>;

class Reader {
  readonly errors = new Map<string, string>();
  constructor(private readonly block: EditedBlock) {}
  private note(path: string, message: string) {
    const key = `${this.block}.${path}`;
    if (!this.errors.has(key)) this.errors.set(key, message);
  }
  /** A required number: empty stays absent (core: 'Veld is vereist'); unreadable is refused in Dutch. */
  decimal(text: string, path: string): string | undefined {
    if (text.trim() === '') return undefined;
    const wire = normaliseDecimal(text);
    if (wire !== null) return wire;
    this.note(path, typedDecimalError(text, MESSAGES.numeric) ?? MESSAGES.numeric);
    return text;
  }
  /** A number that may be left empty (null). */
  optionalDecimal(text: string, path: string): string | null {
    return text.trim() === '' ? null : (this.decimal(text, path) ?? null);
  }
  /** A whole number: core's schema refuses what is not one. */
  integer(text: string): number | string | undefined {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    const wire = normaliseDecimal(trimmed);
    return wire === null ? trimmed : Number(wire);
  }
  date(text: string, path: string): string | undefined {
    if (text.trim() === '') return undefined;
    const iso = parseDutchDate(text);
    if (iso !== null) return iso;
    this.note(path, MESSAGES.date);
    return text;
  }
  base(form: BlockBaseForm) {
    const start = this.date(form.start_date, 'start_date');
    const end = this.date(form.end_date, 'end_date');
    const description = form.description.trim();
    return {
      origin: form.origin,
      ...(start === undefined ? {} : { start_date: start }),
      ...(end === undefined ? {} : { end_date: end }),
      ...(description === '' ? {} : { description }),
    };
  }
  /** Core's schema on the block; its messages under the fields, a typing message first. */
  check<T>(schema: BlockSchema<T>, value: unknown): T | null {
    const result = schema.safeParse(value);
    if (!result.success)
      for (const issue of result.error.issues) this.note(issue.path.map(String).join('.'), issue.message);
    return this.errors.size === 0 && result.success ? result.data : null;
  }
}

const text = (value: string) => (value.trim() === '' ? undefined : value);

function readBlock(block: EditedBlock, form: PackageForm, reader: Reader): unknown {
  switch (block) {
    case 'sick_pay': {
      const sick = form.sick_pay;
      return reader.check(sickPaySchema, {
        ...reader.base(sick),
        waiting_days: reader.integer(sick.waiting_days),
        periods: sick.periods.map((period, index) => ({
          from_month: reader.integer(period.from_month),
          percentage: reader.decimal(period.percentage, `periods.${index}.percentage`),
        })),
      });
    }
    case 'leave': {
      const leave = form.leave;
      const lines = (list: LeaveList) =>
        leave[list].length === 0
          ? {}
          : {
              [list]: leave[list].map((line, index) => ({
                name: text(line.name),
                amount: reader.decimal(line.amount, `${list}.${index}.amount`),
                unit: line.unit,
                per: line.per,
                ...(line.description.trim() === '' ? {} : { description: line.description.trim() }),
              })),
            };
      const value = reader.optionalDecimal(leave.leave_day_value, 'leave_day_value');
      return reader.check(leaveSchema, {
        ...reader.base(leave),
        ...LEAVE_LISTS.reduce((all, list) => ({ ...all, ...lines(list) }), {}),
        ...(value === null ? {} : { leave_day_value: value }),
      });
    }
    case 'pension': {
      const pension = form.pension;
      return reader.check(pensionSchema, {
        ...reader.base(pension),
        name: text(pension.name),
        employer_percentage: reader.decimal(pension.employer_percentage, 'employer_percentage'),
        employee_percentage: reader.decimal(pension.employee_percentage, 'employee_percentage'),
        franchise: reader.optionalDecimal(pension.franchise, 'franchise'),
      });
    }
    case 'ikb': {
      const ikb = form.ikb;
      return reader.check(ikbSchema, {
        ...reader.base(ikb),
        parts: ikb.parts.map((part, index) => ({
          name: text(part.name),
          percentage: reader.decimal(part.percentage, `parts.${index}.percentage`),
        })),
        spending: ikb.spending.map((item) => ({ description: text(item.description) })),
      });
    }
  }
}

/**
 * The package the form says, checked by core's schema block by block: the blocks with an origin, read from
 * what was typed, and the blocks the terminal does not edit as they were loaded. `errors` holds the Dutch
 * message of each field that is wrong; with any error there is no package. null: no block at all.
 */
export function packageFromForm(form: PackageForm): {
  package: EquivalentPackage | null;
  errors: PackageErrors;
} {
  const errors = new Map<string, string>();
  const pkg: Record<string, unknown> = { ...form.kept };
  for (const block of EDITED_BLOCKS) {
    delete pkg[block];
    if (form[block].origin === null) continue;
    const reader = new Reader(block);
    const value = readBlock(block, form, reader);
    for (const [path, message] of reader.errors) errors.set(path, message);
    if (value !== null) pkg[block] = value;
  }
  if (errors.size > 0) return { package: null, errors };
  return { package: Object.keys(pkg).length === 0 ? null : (pkg as EquivalentPackage), errors };
}
