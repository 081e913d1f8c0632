import { z } from 'zod';
import { isIsoDate } from '../format/dates.js';
import { MESSAGES, maxValueMessage, minValueMessage } from '../base/messages.js';
import {
  booleanField,
  choiceField,
  decimalField,
  isoDateField,
  optionalText,
  requiredText,
  typeMessage,
} from './fields.js';

/**
 * The gelijkwaardige-beloning package since the 2026 uitzend-cao (issue 21; SETU v2.0's blocks sickPay,
 * leave, pension, individualChoiceBudget, sustainableEmployability, supplementaryArrangement,
 * otherArrangement and baseDefinition): what a hirer's permanent staff get besides pay, allowances, holiday
 * allowance, vacation and ADV (those the scheme already holds, in step 2, the tables and step 6).
 *
 * Every block is optional in the save payload: a block that is left out is 'nog niet ingevuld'
 * (package-completeness.ts), never a default. Each block says where it comes from (`origin`: the cao, the
 * cao declared generally binding, the hirer's own arrangement, or unknown). Numbers travel as dot decimals
 * (decimalField), never as Dutch text; a percentage lies from 0 to 100. The Dutch labels are in
 * package-labels.ts.
 */

/** Where a block comes from; SETU's LabourAgreementReference.type. */
export const PACKAGE_ORIGINS = ['cao', 'cao_avv', 'eigen', 'onbekend'] as const;
export type PackageOrigin = (typeof PACKAGE_ORIGINS)[number];

/** The most waiting days before sick pay: Burgerlijk Wetboek art. 7:629 lid 9 allows at most 2. */
export const MAX_WAITING_DAYS = 2;
/** Sick pay lasts at most 104 weeks (BW art. 7:629): a period starts in month 1 to 24 of the illness. */
export const MAX_SICK_MONTH = 24;

export const PACKAGE_TEXT = { name: 100, description: 600, fund: 160, option: 255 } as const;
/** At most this many lines in one list of a block. */
export const MAX_PACKAGE_LINES = 50;

export const LEAVE_UNITS = ['dagen', 'uren'] as const;
export const LEAVE_PER = ['jaar', 'keer'] as const;
export const AMOUNT_UNITS = ['euro', 'procent'] as const;
export const AMOUNT_PER = ['jaar', 'maand', 'keer'] as const;
export const CONTRIBUTORS = ['werkgever', 'werknemer'] as const;

/** Kinds of sustainable employability; SETU's SustainabilityCode. */
export const SUSTAINABILITY_TYPES = [
  'opleiding',
  'vitaliteitsbudget',
  'loopbaancoaching',
  'gezondheid',
  'mentale_gezondheid',
  'financiele_gezondheid',
  'voorlichting',
  'outplacement',
  'sociale_ondersteuning',
  'duurzame_samenleving',
  'overig',
] as const;

/** Kinds of supplementary arrangement; SETU's SupplementaryArrangementCode. */
export const SUPPLEMENTARY_TYPES = [
  'paww',
  'generatiepact',
  'era',
  'ongevallenuitkering',
  'pazw',
  'rvu',
  'wga',
] as const;

/** Kinds of other arrangement (SETU's otherArrangement has no code list; the kind travels in the name). */
export const OTHER_TYPES = ['personeelskorting', 'tijd_voor_tijd', 'overig'] as const;

/** The bases a percentage can be calculated over; SETU's BaseDefinitionCode. */
export const BASE_TYPES = [
  'bruto_salaris',
  'gebruikelijk_loon',
  'basisloon',
  'sv_loon',
  'vakantietoeslag',
  'pensioen',
  'ziekte',
  'dertiende_maand',
] as const;

/** The package's own Dutch messages; the others are core's MESSAGES. */
export const PACKAGE_MESSAGES = {
  /** A base with 'Alle toeslagen' ticked and allowance codes as well: all allowances, or only these? */
  allowancesWithAll:
    "Kies 'Alle toeslagen' of vul bij 'Deze toeslagen' de codes in, niet allebei: nu is niet duidelijk welke toeslagen meetellen",
} as const;

/** A dot decimal as the wire carries it (decimalField's pattern). */
const WIRE_DECIMAL = /^-?\d+(\.\d+)?$/;

/** -1, 0 or 1 as non-negative dot decimal `a` is below, equal to or above `b`, on the digits. */
function compareWire(a: string, b: string): -1 | 0 | 1 {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const whole = (text: string) => text.replace(/^0+(?=\d)/, '');
  const width = Math.max(af.length, bf.length);
  const left = BigInt(whole(ai) + af.padEnd(width, '0'));
  const right = BigInt(whole(bi) + bf.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}

/** A dot decimal from `min` to `max` (either bound may be left out); Dutch messages for each bound. */
export function boundedDecimal(bounds: { min?: string; max?: string }) {
  return decimalField.superRefine((value, context) => {
    // No number: decimalField has said so ('Vul een geldig getal in').
    if (!WIRE_DECIMAL.test(value)) return;
    if (value.startsWith('-') && bounds.min !== undefined) {
      context.addIssue({ code: 'custom', message: minValueMessage(bounds.min) });
      return;
    }
    if (value.startsWith('-')) return;
    if (bounds.min !== undefined && compareWire(value, bounds.min) < 0)
      context.addIssue({ code: 'custom', message: minValueMessage(bounds.min) });
    if (bounds.max !== undefined && compareWire(value, bounds.max) > 0)
      context.addIssue({ code: 'custom', message: maxValueMessage(bounds.max) });
  });
}

/** A percentage: a dot decimal from 0 to 100. */
export const percentageField = boundedDecimal({ min: '0', max: '100' });
/** An amount in euros or a number of days or hours: a dot decimal of 0 or more. */
export const amountField = boundedDecimal({ min: '0' });

function wholeNumber(min: number, max: number) {
  return z
    .number({ error: typeMessage })
    .int({ error: MESSAGES.invalidValue })
    .min(min, { error: minValueMessage(min) })
    .max(max, { error: maxValueMessage(max) });
}

function lines<T extends z.ZodType>(line: T) {
  return z.array(line).max(MAX_PACKAGE_LINES, { error: maxValueMessage(MAX_PACKAGE_LINES) });
}

/** What every block has: its origin, an optional validity within the scheme, and an optional note. */
const blockBase = {
  origin: choiceField(PACKAGE_ORIGINS),
  /** From when the block applies; left out: from the scheme's start. */
  start_date: isoDateField.nullable().optional(),
  /** Until when the block applies (inclusive); left out: as long as the scheme. */
  end_date: isoDateField.nullable().optional(),
  description: optionalText(PACKAGE_TEXT.description).optional(),
};

type Issue = (path: (string | number)[], message: string) => void;

function checkDates(block: { start_date?: string | null; end_date?: string | null }, issue: Issue) {
  const { start_date: start, end_date: end } = block;
  if (start && end && isIsoDate(start) && isIsoDate(end) && end < start)
    issue(['end_date'], MESSAGES.dateAfter);
}

/** 'procent' limits an amount to 100; an amount and its unit come together. */
function checkAmount(
  item: { amount?: string | null; unit?: string | null },
  path: (string | number)[],
  issue: Issue,
) {
  const hasAmount = item.amount !== null && item.amount !== undefined;
  const hasUnit = item.unit !== null && item.unit !== undefined;
  if (hasAmount && !hasUnit) issue([...path, 'unit'], MESSAGES.required);
  if (hasUnit && !hasAmount) issue([...path, 'amount'], MESSAGES.required);
  if (
    item.unit === 'procent' &&
    hasAmount &&
    WIRE_DECIMAL.test(item.amount!) &&
    compareWire(item.amount!, '100') > 0
  )
    issue([...path, 'amount'], maxValueMessage(100));
}

function unique(values: readonly string[], path: (index: number) => (string | number)[], issue: Issue) {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) issue(path(index), MESSAGES.unique);
    seen.add(key);
  });
}

function withChecks<T extends z.ZodRawShape>(
  shape: T,
  check?: (block: z.infer<z.ZodObject<T>>, issue: Issue) => void,
) {
  return z.strictObject(shape).superRefine((block, context) => {
    const issue: Issue = (path, message) => context.addIssue({ code: 'custom', path, message });
    checkDates(block as { start_date?: string | null; end_date?: string | null }, issue);
    check?.(block as z.infer<z.ZodObject<T>>, issue);
  });
}

/** One period of sick pay: from this month of the illness on, until the next period (or the end) this percentage. */
export const sickPayPeriodSchema = z.strictObject({
  from_month: wholeNumber(1, MAX_SICK_MONTH),
  percentage: percentageField,
});

/** Loondoorbetaling bij ziekte: waiting days and the percentage per period. */
export const sickPaySchema = withChecks(
  {
    ...blockBase,
    waiting_days: wholeNumber(0, MAX_WAITING_DAYS),
    periods: lines(sickPayPeriodSchema).min(1, { error: MESSAGES.required }),
  },
  (block, issue) => {
    // The periods in order: each starts after the one before it.
    block.periods.forEach((period, index) => {
      const before = block.periods[index - 1];
      if (before !== undefined && period.from_month <= before.from_month)
        issue(['periods', index, 'from_month'], minValueMessage(before.from_month + 1));
    });
  },
);
export type SickPay = z.infer<typeof sickPaySchema>;

/** One kind of leave: a name, how much, per year or per occasion. */
export const leaveLineSchema = z.strictObject({
  name: requiredText({ max: PACKAGE_TEXT.name }),
  amount: amountField,
  unit: choiceField(LEAVE_UNITS),
  per: choiceField(LEAVE_PER),
  description: optionalText(PACKAGE_TEXT.description).optional(),
});
export type LeaveLine = z.infer<typeof leaveLineSchema>;

/**
 * Leave besides the vacation of step 2 and the ADV of each table: public holidays, special leave, extra
 * (parental) leave, other paid leave, and what a leave day is worth as a percentage of a day's wage.
 */
export const leaveSchema = withChecks({
  ...blockBase,
  public_holidays: lines(leaveLineSchema).optional(),
  special_leave: lines(leaveLineSchema).optional(),
  parental_leave: lines(leaveLineSchema).optional(),
  extra_leave: lines(leaveLineSchema).optional(),
  /** The value of one leave day as a percentage of a day's wage; null or left out when not given. */
  leave_day_value: percentageField.nullable().optional(),
});
export type Leave = z.infer<typeof leaveSchema>;

/** Pension: the fund or scheme, the contributions as percentages, and the franchise in euros per year. */
export const pensionSchema = withChecks({
  ...blockBase,
  name: requiredText({ max: PACKAGE_TEXT.fund }),
  employer_percentage: percentageField,
  employee_percentage: percentageField,
  /** The franchise (the part of the wage without pension build-up), euros per year; null when none. */
  franchise: amountField.nullable(),
});
export type Pension = z.infer<typeof pensionSchema>;

/** One part of the IKB: what goes into it, as a percentage of the wage. */
export const ikbPartSchema = z.strictObject({
  name: requiredText({ max: PACKAGE_TEXT.name }),
  percentage: percentageField,
});

/** Het individueel keuzebudget: its parts and how it may be spent. */
export const ikbSchema = withChecks(
  {
    ...blockBase,
    parts: lines(ikbPartSchema).min(1, { error: MESSAGES.required }),
    /** How the budget may be spent; each a required description. */
    spending: lines(z.strictObject({ description: requiredText({ max: PACKAGE_TEXT.option }) })),
  },
  (block, issue) =>
    unique(
      block.parts.map((part) => part.name),
      (index) => ['parts', index, 'name'],
      issue,
    ),
);
export type Ikb = z.infer<typeof ikbSchema>;

const amountItem = {
  amount: amountField.nullable(),
  unit: choiceField(AMOUNT_UNITS).nullable(),
  per: choiceField(AMOUNT_PER).nullable(),
  description: optionalText(PACKAGE_TEXT.description).optional(),
};

export const sustainabilityItemSchema = z.strictObject({
  type: choiceField(SUSTAINABILITY_TYPES),
  name: requiredText({ max: PACKAGE_TEXT.name }),
  ...amountItem,
});

/** Duurzame inzetbaarheid: education, a vitality budget, coaching and the like. */
export const sustainableEmployabilitySchema = withChecks(
  { ...blockBase, items: lines(sustainabilityItemSchema).min(1, { error: MESSAGES.required }) },
  (block, issue) => block.items.forEach((item, index) => checkAmount(item, ['items', index], issue)),
);
export type SustainableEmployability = z.infer<typeof sustainableEmployabilitySchema>;

export const supplementaryItemSchema = z.strictObject({
  type: choiceField(SUPPLEMENTARY_TYPES),
  description: requiredText({ max: PACKAGE_TEXT.description }),
  /** The contribution as a percentage of the wage; null when there is none or it is not known. */
  percentage: percentageField.nullable(),
  /** Who pays the contribution; null when no contribution is given. */
  paid_by: choiceField(CONTRIBUTORS).nullable(),
});

/** Aanvullende regelingen: PAWW, generatiepact, ERA and the like. */
export const supplementarySchema = withChecks(
  { ...blockBase, items: lines(supplementaryItemSchema).min(1, { error: MESSAGES.required }) },
  (block, issue) =>
    block.items.forEach((item, index) => {
      if (item.percentage !== null && item.paid_by === null)
        issue(['items', index, 'paid_by'], MESSAGES.required);
      if (item.percentage === null && item.paid_by !== null)
        issue(['items', index, 'percentage'], MESSAGES.required);
    }),
);
export type Supplementary = z.infer<typeof supplementarySchema>;

export const otherItemSchema = z.strictObject({
  type: choiceField(OTHER_TYPES),
  name: requiredText({ max: PACKAGE_TEXT.name }),
  ...amountItem,
});

/** Overige regelingen: staff discount, time for time, and what fits no other block. */
export const otherSchema = withChecks(
  { ...blockBase, items: lines(otherItemSchema).min(1, { error: MESSAGES.required }) },
  (block, issue) => block.items.forEach((item, index) => checkAmount(item, ['items', index], issue)),
);
export type Other = z.infer<typeof otherSchema>;

/** What one base (grondslag) is made of. */
export const baseDefinitionSchema = z.strictObject({
  base: choiceField(BASE_TYPES),
  wage: booleanField,
  holiday_allowance: booleanField,
  leave_days: booleanField,
  /** All allowances count; when false, only those named in `allowances` (werksoort names such as 'TU01'). */
  all_allowances: booleanField,
  allowances: z
    .array(requiredText({ max: 20 }))
    .max(MAX_PACKAGE_LINES)
    .optional(),
  description: optionalText(PACKAGE_TEXT.description).optional(),
});
export type BaseDefinition = z.infer<typeof baseDefinitionSchema>;

/** Grondslagen: which components each base a percentage is calculated over includes. */
export const baseDefinitionsSchema = withChecks(
  { ...blockBase, bases: lines(baseDefinitionSchema).min(1, { error: MESSAGES.required }) },
  (block, issue) => {
    unique(
      block.bases.map((base) => base.base),
      (index) => ['bases', index, 'base'],
      issue,
    );
    block.bases.forEach((base, index) => {
      // 'Alle toeslagen' with codes reads two ways (all of them, or only these): refused, not guessed.
      if (base.all_allowances && (base.allowances?.length ?? 0) > 0)
        issue(['bases', index, 'allowances'], PACKAGE_MESSAGES.allowancesWithAll);
    });
  },
);
export type BaseDefinitions = z.infer<typeof baseDefinitionsSchema>;

/** The blocks of the package, in the order the completeness view and the exports list them. */
export const PACKAGE_BLOCKS = [
  'sick_pay',
  'leave',
  'pension',
  'ikb',
  'sustainable_employability',
  'supplementary',
  'other',
  'base_definitions',
] as const;
export type PackageBlock = (typeof PACKAGE_BLOCKS)[number];

/** The package as saved in a scheme version; every block optional ('nog niet ingevuld' when left out). */
export const equivalentPackageSchema = z.strictObject({
  sick_pay: sickPaySchema.optional(),
  leave: leaveSchema.optional(),
  pension: pensionSchema.optional(),
  ikb: ikbSchema.optional(),
  sustainable_employability: sustainableEmployabilitySchema.optional(),
  supplementary: supplementarySchema.optional(),
  other: otherSchema.optional(),
  base_definitions: baseDefinitionsSchema.optional(),
});
export type EquivalentPackage = z.infer<typeof equivalentPackageSchema>;
