import { MESSAGES } from '../base/messages.js';
import { canonicalDecimal } from '../format/numbers.js';
import {
  equivalentPackageSchema,
  PACKAGE_TEXT,
  type BaseDefinition,
  type EquivalentPackage,
  type LeaveLine,
  type PackageOrigin,
} from '../schemas/equivalent-package.js';
import { OTHER_TYPE_LABELS } from '../schemas/package-labels.js';
import {
  SETU_BASE_CODES,
  SETU_ORIGINS,
  SETU_SUPPLEMENTARY_CODES,
  SETU_SUSTAINABILITY_CODES,
} from './package-to-setu.js';

/**
 * Reads the package blocks of a SETU v2.0 message back (the inverse of package-to-setu.ts), for
 * from-inquiry-pay-equity.ts. What a block needs and the message does not give is not guessed: the block (or
 * the line) is left out with a note saying so; a value the package refuses (a percentage above 100) is an
 * error at the message's path.
 */

type Json = Record<string, unknown>;

/** What this reader needs of from-inquiry-pay-equity.ts's reader. */
export interface PackageReader {
  error(path: string, message: string): undefined;
  note(path: string, what: string): void;
  object(value: unknown, path: string, required?: boolean): Json | undefined;
  array(value: unknown, path: string, required?: boolean): unknown[];
  text(value: unknown, path: string, required?: boolean): string | undefined;
  decimal(value: unknown, path: string, required?: boolean): string | undefined;
  date(value: unknown, path: string, required?: boolean): string | undefined;
}

/** Leave lines of the message's leave arrangements that are not the scheme's vacation or ADV. */
export interface PackageLeaveInput {
  /** The paidLeave lines after the one taken as the scheme's vacation, with their JSON paths. */
  readonly extraPaidLeave: ReadonlyArray<{
    readonly line: unknown;
    readonly path: string;
    readonly arrangement: Json;
    readonly arrangementPath: string;
  }>;
}

function reverse<T extends string>(map: Record<T, string>): Record<string, T> {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<string, T>;
}

const ORIGINS = reverse(SETU_ORIGINS);
const SUSTAINABILITY = reverse(SETU_SUSTAINABILITY_CODES);
const SUPPLEMENTARY = reverse(SETU_SUPPLEMENTARY_CODES);
const BASES = reverse(SETU_BASE_CODES);
const PER: Record<string, 'jaar' | 'maand' | 'keer'> = { Year: 'jaar', Month: 'maand', Once: 'keer' };
const OTHER_PREFIXES = Object.entries(OTHER_TYPE_LABELS).map(([type, label]) => ({
  type: type as keyof typeof OTHER_TYPE_LABELS,
  prefix: `${label}: `,
}));

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** 'Franchise € 18.475,00 per jaar' exactly as package-to-setu.ts writes it: a euro amount with cents. */
const FRANCHISE = /^Franchise € (\d{1,3}(?:\.\d{3})*),(\d{2}) per jaar$/;

interface Common {
  origin: PackageOrigin;
  start_date?: string;
  end_date?: string;
  description?: string;
}

function common(
  reader: PackageReader,
  arrangement: Json,
  path: string,
  withDescription = true,
): Common | undefined {
  const originObject = reader.object(arrangement.origin, `${path}.origin`, true);
  const type =
    originObject === undefined ? undefined : reader.text(originObject.type, `${path}.origin.type`, true);
  if (type === undefined) return undefined;
  const origin = ORIGINS[type];
  if (origin === undefined) return reader.error(`${path}.origin.type`, MESSAGES.invalidValue);
  const effective = reader.object(arrangement.effectivePeriod, `${path}.effectivePeriod`);
  const start = reader.date(effective?.validFrom, `${path}.effectivePeriod.validFrom`);
  const end = reader.date(effective?.validTo, `${path}.effectivePeriod.validTo`);
  const description = withDescription
    ? reader.text(arrangement.description, `${path}.description`)
    : undefined;
  return {
    origin,
    ...(start === undefined ? {} : { start_date: start }),
    ...(end === undefined ? {} : { end_date: end }),
    ...(description === undefined ? {} : { description: clip(description, PACKAGE_TEXT.description) }),
  };
}

/** An amount line as the package's amount, unit and per; all null when the line gives none it knows. */
function amountOf(reader: PackageReader, lines: unknown[], path: string) {
  const none = { amount: null, unit: null, per: null } as const;
  if (lines.length === 0) return none;
  if (lines.length > 1)
    reader.note(
      `${path}.line`,
      'de regeling kent één bedrag per regeling; alleen de eerste regel is overgenomen',
    );
  const line = reader.object(lines[0], `${path}.line[0]`);
  const amount = reader.object(line?.amount, `${path}.line[0].amount`);
  const unit =
    amount?.unitCode === 'Euro' ? 'euro' : amount?.unitCode === 'Percentage' ? 'procent' : undefined;
  const value = reader.decimal(amount?.value, `${path}.line[0].amount.value`);
  if (unit === undefined || value === undefined) {
    if (amount !== undefined)
      reader.note(`${path}.line[0].amount`, 'dit bedrag kent de regeling niet; niet overgenomen');
    return none;
  }
  const interval = reader.object(line?.interval, `${path}.line[0].interval`);
  const per = typeof interval?.unitCode === 'string' ? (PER[interval.unitCode] ?? null) : null;
  if (interval !== undefined && per === null)
    reader.note(
      `${path}.line[0].interval`,
      `de periode ${String(interval.unitCode)} kent de regeling niet; niet overgenomen`,
    );
  return { amount: value, unit, per } as const;
}

/** The first arrangement of a block, noting the others. */
function first(
  reader: PackageReader,
  message: Json,
  block: string,
): { arrangement: Json; path: string } | undefined {
  const list = reader.array(message[block], block);
  for (let index = 1; index < list.length; index += 1)
    reader.note(`${block}[${index}]`, 'de regeling kent één regeling van deze soort; niet overgenomen');
  const arrangement = reader.object(list[0], `${block}[0]`);
  return arrangement === undefined ? undefined : { arrangement, path: `${block}[0]` };
}

function leaveLine(
  reader: PackageReader,
  value: unknown,
  path: string,
  fallbackName: string,
): LeaveLine | undefined {
  const line = reader.object(value, path);
  if (line === undefined) return undefined;
  const amount = reader.object(line.amount, `${path}.amount`);
  const interval = reader.object(line.interval, `${path}.interval`);
  const number = reader.decimal(amount?.value, `${path}.amount.value`);
  const unit = amount?.unitCode === 'Day' ? 'dagen' : amount?.unitCode === 'Hour' ? 'uren' : undefined;
  const per = interval?.unitCode === 'Year' ? 'jaar' : interval?.unitCode === 'Once' ? 'keer' : undefined;
  if (number === undefined || unit === undefined || per === undefined) {
    reader.note(
      path,
      'dit verlof kent de regeling niet (dagen of uren, per jaar of per keer); niet overgenomen',
    );
    return undefined;
  }
  const name = reader.text(line.name, `${path}.name`) ?? fallbackName;
  const description = reader.text(line.description, `${path}.description`);
  return {
    name: clip(name, PACKAGE_TEXT.name),
    amount: number,
    unit,
    per,
    ...(description === undefined ? {} : { description: clip(description, PACKAGE_TEXT.description) }),
  };
}

/** The SETU block a package block comes from, for the paths of the errors. */
const SETU_BLOCKS: Record<keyof EquivalentPackage, string> = {
  sick_pay: 'sickPay[0]',
  leave: 'leave',
  pension: 'pension[0]',
  ikb: 'individualChoiceBudget[0]',
  sustainable_employability: 'sustainableEmployability',
  supplementary: 'supplementaryArrangement',
  other: 'otherArrangement',
  base_definitions: 'baseDefinition',
};

/**
 * The package of a message, or undefined when it has none of its blocks. `allowanceNames` gives the
 * imported werksoorten of a SETU allowance code (for a base's allowances).
 */
export function packageFromSetu(
  reader: PackageReader,
  message: Json,
  leaveInput: PackageLeaveInput,
  allowanceNames: (typeCode: string) => readonly string[],
): EquivalentPackage | undefined {
  const pack: EquivalentPackage = {};

  const sick = first(reader, message, 'sickPay');
  if (sick !== undefined) {
    const { arrangement, path } = sick;
    const base = common(reader, arrangement, path);
    const waiting = reader.object(arrangement.waitingDays, `${path}.waitingDays`);
    const days = reader.decimal(waiting?.value, `${path}.waitingDays.value`);
    const lines = reader.array(arrangement.line, `${path}.line`);
    const periods = lines.flatMap((value, index) => {
      const linePath = `${path}.line[${index}]`;
      const line = reader.object(value, linePath);
      const amount = reader.object(line?.amount, `${linePath}.amount`);
      const percentage =
        amount?.unitCode === 'Percentage'
          ? reader.decimal(amount.value, `${linePath}.amount.value`)
          : undefined;
      const conditions = reader.array(line?.conditions, `${linePath}.conditions`);
      const condition = reader.object(conditions[0], `${linePath}.conditions[0]`);
      const occurrence = reader.object(condition?.occurrence, `${linePath}.conditions[0].occurrence`);
      const offset =
        occurrence?.occurrenceType === 'Relative' &&
        occurrence.event === 'SickLeave' &&
        typeof occurrence.offset === 'string'
          ? /^P(\d{1,2})M$/.exec(occurrence.offset)
          : null;
      const fromMonth =
        conditions.length === 0 && lines.length === 1 ? 1 : offset ? Number(offset[1]) + 1 : undefined;
      if (percentage === undefined || fromMonth === undefined || conditions.length > 1) {
        reader.note(
          linePath,
          'alleen een percentage vanaf een ziektemaand kent de regeling; niet overgenomen',
        );
        return [];
      }
      return [{ from_month: fromMonth, percentage }];
    });
    if (waiting?.unitCode !== undefined && waiting.unitCode !== 'Day')
      reader.note(`${path}.waitingDays`, 'wachtdagen in uren kent de regeling niet; niet overgenomen');
    if (base === undefined || days === undefined || waiting?.unitCode !== 'Day' || periods.length === 0)
      reader.note(
        path,
        'zonder wachtdagen en een percentage per periode is de loondoorbetaling bij ziekte niet overgenomen',
      );
    else pack.sick_pay = { ...base, waiting_days: Number(days), periods };
  }

  // Leave: every leave arrangement's holidays, special and parental leave, and the paid leave beyond the
  // vacation; origin and dates from the first arrangement that gives any.
  const leaves: Record<'public_holidays' | 'special_leave' | 'parental_leave' | 'extra_leave', LeaveLine[]> =
    {
      public_holidays: [],
      special_leave: [],
      parental_leave: [],
      extra_leave: [],
    };
  let leaveBase: Common | undefined;
  let dayValue: string | undefined;
  const takeBase = (arrangement: Json, path: string) => {
    leaveBase ??= common(reader, arrangement, path);
  };
  for (const extra of leaveInput.extraPaidLeave) {
    const line = leaveLine(reader, extra.line, extra.path, 'Extra verlof');
    if (line === undefined) continue;
    leaves.extra_leave.push(line);
    takeBase(extra.arrangement, extra.arrangementPath);
  }
  reader.array(message.leave, 'leave').forEach((value, index) => {
    const path = `leave[${index}]`;
    const arrangement = reader.object(value, path);
    if (arrangement === undefined) return;
    const parts = [
      ['holidays', 'public_holidays', 'Feestdagen'],
      ['specialLeave', 'special_leave', 'Bijzonder verlof'],
      ['additionalParentalLeave', 'parental_leave', 'Aanvullend ouderschapsverlof'],
    ] as const;
    for (const [setu, key, fallback] of parts) {
      reader.array(arrangement[setu], `${path}.${setu}`).forEach((lineValue, lineIndex) => {
        const line = leaveLine(reader, lineValue, `${path}.${setu}[${lineIndex}]`, fallback);
        if (line === undefined) return;
        leaves[key].push(line);
        takeBase(arrangement, path);
      });
    }
    for (const setu of [
      'paidLeave',
      'workingHoursReduction',
      'holidays',
      'specialLeave',
      'additionalParentalLeave',
    ])
      reader.array(arrangement[setu], `${path}.${setu}`).forEach((lineValue, lineIndex) => {
        const value_ = reader.object(
          reader.object(lineValue, `${path}.${setu}[${lineIndex}]`)?.leaveDayValue,
          `${path}.${setu}[${lineIndex}].leaveDayValue`,
        );
        if (value_ === undefined || dayValue !== undefined) return;
        const base = reader.object(
          value_.baseAmount,
          `${path}.${setu}[${lineIndex}].leaveDayValue.baseAmount`,
        );
        if (value_.unitCode === 'Percentage' && base?.unitCode === 'DailyRate')
          dayValue = reader.decimal(value_.value, `${path}.${setu}[${lineIndex}].leaveDayValue.value`);
        else
          reader.note(
            `${path}.${setu}[${lineIndex}].leaveDayValue`,
            'alleen een percentage van het dagloon kent de regeling als waarde van een verlofdag; niet overgenomen',
          );
      });
  });
  const lists = Object.entries(leaves).filter(([, list]) => list.length > 0);
  if (lists.length > 0 || dayValue !== undefined) {
    // A leave day's value alone takes its origin from the first leave arrangement.
    if (leaveBase === undefined) {
      const firstLeave = reader.object(reader.array(message.leave, 'leave')[0], 'leave[0]');
      if (firstLeave !== undefined) takeBase(firstLeave, 'leave[0]');
    }
    if (leaveBase !== undefined)
      pack.leave = {
        ...leaveBase,
        ...Object.fromEntries(lists),
        ...(dayValue === undefined ? {} : { leave_day_value: dayValue }),
      };
  }

  const pension = first(reader, message, 'pension');
  if (pension !== undefined) {
    const { arrangement, path } = pension;
    const base = common(reader, arrangement, path);
    const name = reader.text(arrangement.name, `${path}.name`, true);
    const contributions: Partial<Record<'Employer' | 'Employee', string>> = {};
    reader.array(arrangement.line, `${path}.line`).forEach((value, index) => {
      const linePath = `${path}.line[${index}]`;
      const line = reader.object(value, linePath);
      const amount = reader.object(line?.amount, `${linePath}.amount`);
      const source = line?.contributionSource;
      if (
        amount?.unitCode !== 'Percentage' ||
        (source !== 'Employer' && source !== 'Employee') ||
        contributions[source] !== undefined
      ) {
        reader.note(
          linePath,
          'alleen één premiepercentage van werkgever en werknemer kent de regeling; niet overgenomen',
        );
        return;
      }
      const percentage = reader.decimal(amount.value, `${linePath}.amount.value`);
      if (percentage !== undefined) contributions[source] = percentage;
    });
    const franchise = reader.object(arrangement.franchise, `${path}.franchise`);
    const franchiseText = reader.text(franchise?.description, `${path}.franchise.description`);
    const match = franchiseText === undefined ? null : FRANCHISE.exec(franchiseText);
    const amount = match ? canonicalDecimal(`${match[1]!.replace(/\./g, '')}.${match[2]!}`) : null;
    if (franchise !== undefined && amount === null)
      reader.note(
        `${path}.franchise`,
        `de franchise is niet als bedrag te lezen ('${franchiseText ?? ''}'); alleen in de toelichting`,
      );
    const description = [
      base?.description,
      franchise !== undefined && amount === null ? franchiseText : undefined,
    ]
      .filter((part): part is string => part !== undefined && part !== '')
      .join(' ');
    if (
      base === undefined ||
      name === undefined ||
      contributions.Employer === undefined ||
      contributions.Employee === undefined
    )
      reader.note(
        path,
        'zonder naam en de premie van werkgever en werknemer is het pensioen niet overgenomen',
      );
    else
      pack.pension = {
        ...base,
        ...(description === '' ? {} : { description: clip(description, PACKAGE_TEXT.description) }),
        name: clip(name, PACKAGE_TEXT.fund),
        employer_percentage: contributions.Employer,
        employee_percentage: contributions.Employee,
        franchise: amount,
      };
  }

  const ikb = first(reader, message, 'individualChoiceBudget');
  if (ikb !== undefined) {
    const { arrangement, path } = ikb;
    const base = common(reader, arrangement, path);
    const parts = reader.array(arrangement.line, `${path}.line`).flatMap((value, index) => {
      const linePath = `${path}.line[${index}]`;
      const line = reader.object(value, linePath);
      const name = reader.text(
        reader.object(line?.lineId, `${linePath}.lineId`)?.value,
        `${linePath}.lineId.value`,
      );
      const amount = reader.object(line?.amount, `${linePath}.amount`);
      const percentage =
        amount?.unitCode === 'Percentage'
          ? reader.decimal(amount.value, `${linePath}.amount.value`)
          : undefined;
      if (name === undefined || percentage === undefined) {
        reader.note(
          linePath,
          'een onderdeel van het IKB met een naam (lineId) en een percentage kent de regeling; niet overgenomen',
        );
        return [];
      }
      return [{ name: clip(name, PACKAGE_TEXT.name), percentage }];
    });
    const spending = reader.array(arrangement.option, `${path}.option`).flatMap((value, index) => {
      const text = reader.text(
        reader.object(value, `${path}.option[${index}]`)?.description,
        `${path}.option[${index}].description`,
        true,
      );
      return text === undefined ? [] : [{ description: clip(text, PACKAGE_TEXT.option) }];
    });
    if (base === undefined || parts.length === 0)
      reader.note(path, 'een IKB zonder onderdelen is niet overgenomen');
    else pack.ikb = { ...base, parts, spending };
  }

  // Blocks of several arrangements: one item each; origin and dates of the first.
  const items = <T>(block: string, item: (arrangement: Json, path: string) => T | undefined) => {
    let base: Common | undefined;
    const list: T[] = [];
    reader.array(message[block], block).forEach((value, index) => {
      const path = `${block}[${index}]`;
      const arrangement = reader.object(value, path);
      if (arrangement === undefined) return;
      const entry = item(arrangement, path);
      if (entry === undefined) return;
      const own = common(reader, arrangement, path, false);
      if (own === undefined) return;
      if (base === undefined) base = own;
      else if (
        own.origin !== base.origin ||
        own.start_date !== base.start_date ||
        own.end_date !== base.end_date
      )
        reader.note(
          path,
          'de regeling kent één herkomst en looptijd per onderdeel: die van de eerste regeling geldt',
        );
      list.push(entry);
    });
    return base === undefined || list.length === 0 ? undefined : { ...base, items: list };
  };
  const described = (arrangement: Json, path: string) => {
    const text = reader.text(arrangement.description, `${path}.description`);
    return text === undefined ? {} : { description: clip(text, PACKAGE_TEXT.description) };
  };

  const employability = items('sustainableEmployability', (arrangement, path) => {
    const code = reader.text(arrangement.typeCode, `${path}.typeCode`, true);
    const type = code === undefined ? undefined : SUSTAINABILITY[code];
    if (code !== undefined && type === undefined)
      return reader.error(`${path}.typeCode`, MESSAGES.invalidValue);
    const name = reader.text(arrangement.name, `${path}.name`, true);
    if (type === undefined || name === undefined) return undefined;
    return {
      type,
      name: clip(name, PACKAGE_TEXT.name),
      ...amountOf(reader, reader.array(arrangement.line, `${path}.line`), path),
      ...described(arrangement, path),
    };
  });
  if (employability !== undefined) pack.sustainable_employability = employability;

  const supplementary = items('supplementaryArrangement', (arrangement, path) => {
    const code = reader.text(arrangement.typeCode, `${path}.typeCode`, true);
    const type = code === undefined ? undefined : SUPPLEMENTARY[code];
    if (code !== undefined && type === undefined)
      return reader.error(`${path}.typeCode`, MESSAGES.invalidValue);
    const description =
      reader.text(arrangement.description, `${path}.description`) ??
      reader.text(arrangement.name, `${path}.name`, true);
    if (type === undefined || description === undefined) return undefined;
    const lines = reader.array(arrangement.line, `${path}.line`);
    const line = reader.object(lines[0], `${path}.line[0]`);
    const amount = reader.object(line?.amount, `${path}.line[0].amount`);
    const source = line?.contributionSource;
    const percentage =
      amount?.unitCode === 'Percentage' && (source === 'Employer' || source === 'Employee')
        ? reader.decimal(amount.value, `${path}.line[0].amount.value`)
        : undefined;
    if (lines.length > (percentage === undefined ? 0 : 1))
      reader.note(
        `${path}.line`,
        'alleen één premiepercentage met wie het betaalt kent de regeling; de rest is niet overgenomen',
      );
    return {
      type,
      description: clip(description, PACKAGE_TEXT.description),
      percentage: percentage ?? null,
      paid_by:
        percentage === undefined
          ? null
          : source === 'Employer'
            ? ('werkgever' as const)
            : ('werknemer' as const),
    };
  });
  if (supplementary !== undefined) pack.supplementary = supplementary;

  const other = items('otherArrangement', (arrangement, path) => {
    const fullName = reader.text(arrangement.name, `${path}.name`, true);
    if (fullName === undefined) return undefined;
    const kind = OTHER_PREFIXES.find(
      ({ prefix }) => fullName.startsWith(prefix) && fullName.length > prefix.length,
    );
    // Only what names its kind as the export does ('Personeelskorting: ...'); the rest (the scheme's own
    // year-end bonus, samenloop, educations, or another supplier's) is not guessed into a kind.
    if (kind === undefined) {
      reader.note(path, `'${fullName}' is niet overgenomen (alleen in de cao-tekst)`);
      return undefined;
    }
    return {
      type: kind.type,
      name: clip(fullName.slice(kind.prefix.length), PACKAGE_TEXT.name),
      ...amountOf(reader, reader.array(arrangement.line, `${path}.line`), path),
      ...described(arrangement, path),
    };
  });
  if (other !== undefined) pack.other = other;

  const bases = reader
    .array(message.baseDefinition, 'baseDefinition')
    .flatMap((value, index): BaseDefinition[] => {
      const path = `baseDefinition[${index}]`;
      const definition = reader.object(value, path);
      if (definition === undefined) return [];
      const code = reader.text(definition.baseType, `${path}.baseType`, true);
      const base = code === undefined ? undefined : BASES[code];
      if (code !== undefined && base === undefined) reader.error(`${path}.baseType`, MESSAGES.invalidValue);
      const flag = (key: string) => {
        const flagValue = definition[key];
        if (typeof flagValue === 'boolean') return flagValue;
        reader.error(`${path}.${key}`, MESSAGES.required);
        return false;
      };
      const wage = flag('remunerationIndicator');
      const holiday = flag('holidayAllowanceIndicator');
      const leaveDays = flag('paidLeaveDayIndicator');
      const all = flag('allAllowancesIndicator');
      const names = reader.array(definition.allowances, `${path}.allowances`).flatMap((ref, refIndex) => {
        const typeCode = reader.text(
          reader.object(ref, `${path}.allowances[${refIndex}]`)?.typeCode,
          `${path}.allowances[${refIndex}].typeCode`,
        );
        const found = typeCode === undefined ? [] : allowanceNames(typeCode);
        if (typeCode !== undefined && found.length === 0)
          reader.note(
            `${path}.allowances[${refIndex}]`,
            `de toeslag ${typeCode} is niet overgenomen; niet in de grondslag`,
          );
        return found;
      });
      // All allowances and a list too: the indicator says all count, so the list is not kept; said, not hidden.
      if (all && names.length > 0)
        reader.note(
          `${path}.allowances`,
          'alle toeslagen tellen mee (allAllowancesIndicator); de genoemde toeslagen zijn daarom niet apart overgenomen',
        );
      if (definition.referenceDate !== undefined)
        reader.note(
          `${path}.referenceDate`,
          'een peildatum van een grondslag kent de regeling niet; niet overgenomen',
        );
      if (base === undefined) return [];
      return [
        {
          base,
          wage,
          holiday_allowance: holiday,
          leave_days: leaveDays,
          all_allowances: all,
          ...(names.length > 0 && !all ? { allowances: [...new Set(names)] } : {}),
        },
      ];
    });
  if (bases.length > 0) {
    reader.note('baseDefinition', 'SETU geeft geen herkomst van de grondslagen: herkomst onbekend');
    pack.base_definitions = { origin: 'onbekend', bases };
  }

  if (Object.keys(pack).length === 0) return undefined;
  // The package's own rules (percentages up to 100, periods in order, ...), at the block's place in the message.
  const checked = equivalentPackageSchema.safeParse(pack);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [block, ...rest] = issue.path.map(String);
      reader.error(
        [SETU_BLOCKS[block as keyof EquivalentPackage] ?? block, ...rest].join('.'),
        issue.message,
      );
    }
    return undefined;
  }
  return checked.data;
}
