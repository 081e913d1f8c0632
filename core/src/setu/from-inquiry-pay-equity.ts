import { MAX_LENGTH } from '../base/limits.js';
import { MESSAGES } from '../base/messages.js';
import { ALL_AGES_KEY } from '../base/constants.js';
import { formatDutchDate } from '../format/dates.js';
import type { InlenersCaoPayload, WerksoortPayload } from '../schemas/scheme-payload-schema.js';
import type { PeriodicIncrease, SalaryTable } from '../schemas/salary-table.js';
import type { Weekday, WerksoortPeriod, WerksoortUnit } from '../schemas/werksoort-period.js';
import { SETU_ALLOWANCE_CODES } from './inquiry-pay-equity.js';
import { packageFromSetu, type PackageLeaveInput } from './package-from-setu.js';

/**
 * A SETU 'gelijkwaardige beloning' v2.0 message (from any supplier) read into the save payload of an own
 * scheme: the one import the server and the CLI share. What the scheme can hold is taken over; what it cannot
 * is listed in `notes` (Dutch, with the message's JSON path); what it must have and the message does not
 * give, or gives in a way that reads two ways, is an error with its JSON path, and nothing is imported.
 * core/README.md ('SETU v2.0') has the table of what is kept.
 *
 * The payload leaves out terms_accepted: whoever saves the imported scheme accepts the terms, not the file.
 */

export interface SetuImportError {
  /** The JSON path in the message, such as 'remuneration[0].salaryScale[1].salaryStep[2].value'. */
  path: string;
  message: string;
}

export type SetuImport =
  | { ok: true; payload: Omit<InlenersCaoPayload, 'terms_accepted'>; notes: string[] }
  | { ok: false; errors: SetuImportError[] };

export const SETU_IMPORT_MESSAGES = {
  object: 'Moet een object zijn',
  array: 'Moet een lijst zijn',
  text: 'Moet tekst zijn',
  number: 'Moet een getal zijn (SETU v2.0 schrijft bedragen als getal, niet als tekst)',
  date: 'Moet een datum zijn als JJJJ-MM-DD',
  time: 'Moet een tijd zijn als uu:mm:ss',
  interval: 'Deze loonperiode kent de regeling niet: gebruik Hour, Week (1 of 4), Month of Year',
  factor:
    'Een loon per week, vier weken, maand of jaar heeft een deelfactor nodig (hourlyWageConversion.hourlyWageFactor) om het uurloon te kennen',
  ageCondition:
    'Alleen leeftijdsvoorwaarden (Age) kan de regeling per trede vastleggen; deze voorwaarde past niet in een loontabel',
  ageRows:
    'De leeftijdsvoorwaarden vormen geen aaneengesloten reeks: de rij voor alle leeftijden moet direct volgen op de oudste jeugdrij',
  twice: 'Deze leeftijd, schaal en trede komen twee keer voor',
  noScales: 'Een loontabel heeft ten minste één schaal met een trede nodig',
  vacation:
    'Het bericht geeft geen vakantie (leave[].paidLeave met Day of Hour per Year): de regeling vereist die',
  holidayAllowance: 'Het bericht geeft geen vakantiegeld als percentage (holidayAllowance[].line[].amount)',
} as const;

type Json = Record<string, unknown>;

class Reader {
  readonly errors: SetuImportError[] = [];
  readonly notes: string[] = [];

  error(path: string, message: string): undefined {
    this.errors.push({ path, message });
    return undefined;
  }

  note(path: string, what: string): void {
    this.notes.push(`${path}: ${what}`);
  }

  object(value: unknown, path: string, required = false): Json | undefined {
    if (value === undefined || value === null)
      return required ? this.error(path, MESSAGES.required) : undefined;
    if (typeof value !== 'object' || Array.isArray(value))
      return this.error(path, SETU_IMPORT_MESSAGES.object);
    return value as Json;
  }

  array(value: unknown, path: string, required = false): unknown[] {
    if (value === undefined || value === null) {
      if (required) this.error(path, MESSAGES.required);
      return [];
    }
    if (!Array.isArray(value)) {
      this.error(path, SETU_IMPORT_MESSAGES.array);
      return [];
    }
    if (required && value.length === 0) this.error(path, MESSAGES.required);
    return value;
  }

  text(value: unknown, path: string, required = false): string | undefined {
    if (value === undefined || value === null || value === '')
      return required ? this.error(path, MESSAGES.required) : undefined;
    if (typeof value !== 'string') return this.error(path, SETU_IMPORT_MESSAGES.text);
    return value;
  }

  /** A number as the wire sends it, written as a dot decimal; a string ('12,74' or '12.74') is refused. */
  decimal(value: unknown, path: string, required = false): string | undefined {
    if (value === undefined || value === null)
      return required ? this.error(path, MESSAGES.required) : undefined;
    if (typeof value !== 'number' || !Number.isFinite(value))
      return this.error(path, SETU_IMPORT_MESSAGES.number);
    const written = String(value);
    return /e/i.test(written) ? this.error(path, SETU_IMPORT_MESSAGES.number) : written;
  }

  date(value: unknown, path: string, required = false): string | undefined {
    const text = this.text(value, path, required);
    if (text === undefined) return undefined;
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : this.error(path, SETU_IMPORT_MESSAGES.date);
  }
}

const WAGES_PER: Record<string, SalaryTable['wages_per']> = {
  'Hour/1': 'hour',
  'Week/1': 'week',
  'Week/4': '4weeks',
  'Month/1': 'month',
  'Year/1': 'year',
};

const WEEKDAYS: Record<string, Weekday> = {
  Monday: 'maandag',
  Tuesday: 'dinsdag',
  Wednesday: 'woensdag',
  Thursday: 'donderdag',
  Friday: 'vrijdag',
  Saturday: 'zaterdag',
  Sunday: 'zondag',
  Holiday: 'feestdag',
};
const ALL_WEEK: Weekday[] = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];

const UNITS: Record<string, WerksoortUnit> = {
  Hour: 'uur',
  Kilometer: 'km',
  Day: 'dag',
  WorkedDay: 'dag',
  WorkFromHomeDay: 'dag',
  Week: 'week',
  Month: 'maand',
  Year: 'jaar',
  Once: 'keer',
};

/** The werksoort group of a SETU allowance code; undefined for the codes the scheme has no group for. */
const GROUPS: Record<string, 'OV' | 'TU' | 'RV'> = {
  [SETU_ALLOWANCE_CODES.overtime]: 'OV',
  [SETU_ALLOWANCE_CODES.irregularHours]: 'TU',
  [SETU_ALLOWANCE_CODES.publicHoliday]: 'TU',
  [SETU_ALLOWANCE_CODES.homeWorkTravel]: 'RV',
};

const RELATIONS: Record<string, 'add' | 'multiply'> = { Cumulative: 'add', Compounding: 'multiply' };

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** 'HH:MM:SS' with or without an offset as the scheme's 'HH:MM'; the last second of a day is '24:00'. */
function schemeTime(reader: Reader, value: unknown, path: string): string | undefined {
  const text = reader.text(value, path, true);
  if (text === undefined) return undefined;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match) return reader.error(path, SETU_IMPORT_MESSAGES.time);
  if (match[1] === '23' && match[2] === '59' && match[3] === '59') return '24:00';
  return `${match[1]}:${match[2]}`;
}

/** The age key of a step's conditions: none is all ages, eq/lte/lt a youth row, gte/gt the row after them. */
function ageOf(
  reader: Reader,
  conditions: unknown[],
  path: string,
): { kind: 'all' } | { kind: 'age'; age: number; upTo?: true } | { kind: 'from'; age: number } | undefined {
  if (conditions.length === 0) return { kind: 'all' };
  if (conditions.length > 1) return reader.error(`${path}[1]`, SETU_IMPORT_MESSAGES.ageCondition);
  const condition = reader.object(conditions[0], `${path}[0]`, true);
  if (condition === undefined) return undefined;
  const age = condition.age;
  if (condition.conditionType !== 'Age' || typeof age !== 'number' || !Number.isInteger(age))
    return reader.error(`${path}[0]`, SETU_IMPORT_MESSAGES.ageCondition);
  switch (condition.operator) {
    case 'eq':
      return { kind: 'age', age };
    case 'lte':
      return { kind: 'age', age, upTo: true };
    case 'lt':
      return { kind: 'age', age: age - 1, upTo: true };
    case 'gte':
      return { kind: 'from', age };
    case 'gt':
      return { kind: 'from', age: age + 1 };
    default:
      return reader.error(`${path}[0].operator`, SETU_IMPORT_MESSAGES.ageCondition);
  }
}

function salaryTable(
  reader: Reader,
  pack: Json,
  path: string,
  index: number,
  message: Json,
  positions: Map<string, string>,
): InlenersCaoPayload['salary_tables'][number] | undefined {
  const effective = reader.object(pack.effectivePeriod, `${path}.effectivePeriod`) ?? {};
  const messagePeriod = reader.object(message.effectivePeriod, 'effectivePeriod') ?? {};
  const activePer =
    reader.date(effective.validFrom, `${path}.effectivePeriod.validFrom`) ??
    reader.date(messagePeriod.validFrom, 'effectivePeriod.validFrom', true);
  const endDate = reader.date(effective.validTo, `${path}.effectivePeriod.validTo`) ?? null;
  const interval = reader.object(pack.interval, `${path}.interval`, true);
  const wagesPer =
    interval === undefined ? undefined : WAGES_PER[`${String(interval.unitCode)}/${String(interval.value)}`];
  if (interval !== undefined && wagesPer === undefined)
    reader.error(`${path}.interval`, SETU_IMPORT_MESSAGES.interval);
  const conversion = reader.object(pack.hourlyWageConversion, `${path}.hourlyWageConversion`);
  const factor = reader.decimal(
    conversion?.hourlyWageFactor,
    `${path}.hourlyWageConversion.hourlyWageFactor`,
  );
  if (conversion?.hourlyWagePercentage !== undefined)
    reader.note(
      `${path}.hourlyWageConversion.hourlyWagePercentage`,
      'een uurloonpercentage kent de regeling niet; niet overgenomen',
    );
  if (wagesPer !== undefined && wagesPer !== 'hour' && factor === undefined)
    reader.error(`${path}.hourlyWageConversion.hourlyWageFactor`, SETU_IMPORT_MESSAGES.factor);
  const duration = reader.object(pack.workDuration, `${path}.workDuration`, true);
  const hours = reader.decimal(duration?.valuePerWeek, `${path}.workDuration.valuePerWeek`, true);

  // The cells, per age key; the ages are checked to form the scheme's rows (core/src/base/ages.ts).
  const cells = new Map<string, Map<string, Map<string, string>>>();
  const youth = new Set<number>();
  const from = new Set<number>();
  // Ages with 'lte' or 'lt': only the youngest row may reach down (core/src/base/ages.ts).
  const upTo = new Set<number>();
  const jobs: InlenersCaoPayload['salary_tables'][number]['inleners_jobs'] = [];
  const scales = reader.array(pack.salaryScale, `${path}.salaryScale`, true);
  scales.forEach((value, scaleIndex) => {
    const scalePath = `${path}.salaryScale[${scaleIndex}]`;
    const scale = reader.object(value, scalePath, true);
    if (scale === undefined) return;
    const name = reader.text(scale.name, `${scalePath}.name`, true);
    if (name === undefined) return;
    reader.array(scale.salaryStep, `${scalePath}.salaryStep`).forEach((stepValue, stepIndex) => {
      const stepPath = `${scalePath}.salaryStep[${stepIndex}]`;
      const step = reader.object(stepValue, stepPath, true);
      if (step === undefined) return;
      const column = reader.text(step.name, `${stepPath}.name`, true);
      const wage = reader.decimal(step.value, `${stepPath}.value`, true);
      const age = ageOf(
        reader,
        reader.array(step.conditions, `${stepPath}.conditions`),
        `${stepPath}.conditions`,
      );
      if (column === undefined || wage === undefined || age === undefined) return;
      if (age.kind === 'age') youth.add(age.age);
      if (age.kind === 'age' && age.upTo) upTo.add(age.age);
      if (age.kind === 'from') from.add(age.age);
      const key =
        age.kind === 'age' ? String(age.age) : age.kind === 'from' ? `from:${age.age}` : ALL_AGES_KEY;
      const row = cells.get(key) ?? new Map<string, Map<string, string>>();
      cells.set(key, row);
      const columns = row.get(name) ?? new Map<string, string>();
      row.set(name, columns);
      if (columns.has(column)) reader.error(stepPath, SETU_IMPORT_MESSAGES.twice);
      columns.set(column, wage);
    });
    reader
      .array(scale.positionProfileReference, `${scalePath}.positionProfileReference`)
      .forEach((ref, refIndex) => {
        const reference = reader.object(ref, `${scalePath}.positionProfileReference[${refIndex}]`);
        const id = reader.object(
          reference?.positionId,
          `${scalePath}.positionProfileReference[${refIndex}].positionId`,
        );
        const title = typeof id?.value === 'string' ? positions.get(id.value) : undefined;
        if (title === undefined) return;
        const existing = jobs.find((job) => job.name === title);
        // The first scale a job is referenced from is its minimum scale, unless a reference says 'Minimumschaal'.
        const isMinimum =
          typeof reference?.description === 'string' && /minimumschaal/i.test(reference.description);
        if (existing === undefined)
          jobs.push({
            job_id: null,
            name: clip(title, MAX_LENGTH.jobTitle),
            minimal_payscale: name,
            aard: null,
          });
        else if (isMinimum) existing.minimal_payscale = name;
      });
  });
  if (cells.size === 0) reader.error(`${path}.salaryScale`, SETU_IMPORT_MESSAGES.noScales);
  // 'gte N' is the all-ages row when N follows the oldest youth row (or there are none).
  const oldest = Math.max(...youth, -Infinity);
  const youngest = Math.min(...youth, Infinity);
  if ([...upTo].some((age) => age !== youngest))
    reader.error(`${path}.salaryScale`, SETU_IMPORT_MESSAGES.ageRows);
  if (youth.size > 0 && cells.has(ALL_AGES_KEY))
    reader.note(
      `${path}.salaryScale`,
      `treden zonder leeftijdsvoorwaarde naast leeftijdsrijen gelden als de rij voor ${oldest + 1} jaar en ouder`,
    );
  if (youth.size > 0 && !upTo.has(youngest))
    reader.note(`${path}.salaryScale`, `de jongste leeftijdsrij (${youngest}) geldt ook voor wie jonger is`);
  if (youth.size > 0 && from.size === 0 && !cells.has(ALL_AGES_KEY))
    reader.note(`${path}.salaryScale`, `de oudste leeftijdsrij (${oldest}) geldt ook voor wie ouder is`);
  for (const age of from) {
    if ((youth.size > 0 && age !== oldest + 1) || cells.has(ALL_AGES_KEY) || from.size > 1) {
      reader.error(`${path}.salaryScale`, SETU_IMPORT_MESSAGES.ageRows);
      break;
    }
    if (youth.size === 0)
      reader.note(
        `${path}.salaryScale`,
        `de voorwaarde 'vanaf ${age} jaar' wordt de rij voor alle leeftijden`,
      );
  }
  const fullTable: Record<string, Record<string, Record<string, string>>> = {};
  for (const [key, row] of cells) {
    const ageKey = key.startsWith('from:') ? ALL_AGES_KEY : key;
    fullTable[ageKey] = Object.fromEntries(
      [...row].map(([scale, columns]) => [scale, Object.fromEntries(columns)]),
    );
  }

  const periodic: PeriodicIncrease[] = reader
    .array(pack.individualSalaryIncrease, `${path}.individualSalaryIncrease`)
    .flatMap((value, increaseIndex) => {
      const increasePath = `${path}.individualSalaryIncrease[${increaseIndex}]`;
      const line = reader.object(reader.object(value, increasePath)?.line, `${increasePath}.line`);
      const amount = reader.object(line?.amount, `${increasePath}.line.amount`);
      const every = reader.object(line?.interval, `${increasePath}.line.interval`);
      if (amount?.unitCode !== 'SalaryStep' || amount.value !== 1) {
        reader.note(
          increasePath,
          'alleen een verhoging van één trede kent de regeling als periodiek; niet overgenomen',
        );
        return [];
      }
      const unit = { Month: 'months', Week: 'weeks', Hour: 'hours', Year: 'months' } as const;
      const type = every === undefined ? undefined : unit[every.unitCode as keyof typeof unit];
      const count =
        typeof every?.value === 'number' ? every.value * (every.unitCode === 'Year' ? 12 : 1) : undefined;
      const known = type !== undefined && count !== undefined && Number.isInteger(count) && count > 0;
      if (!known)
        reader.note(
          `${increasePath}.line.interval`,
          'geen termijn in maanden, weken of uren; de periodiek is zonder termijn overgenomen',
        );
      return [
        {
          type: 'mandatory_periodical' as const,
          trigger_date: null,
          required_time: known ? count : null,
          required_time_type: known ? type : null,
          measurement_type: null,
          date_required_time_interaction: known ? ('required_time' as const) : null,
        },
      ];
    });
  if (pack.generalSalaryIncrease !== undefined)
    reader.note(
      `${path}.generalSalaryIncrease`,
      'een algemene verhoging staat al in de lonen van een volgende tabel; niet apart overgenomen',
    );
  if (pack.conditions !== undefined)
    reader.note(
      `${path}.conditions`,
      'voorwaarden op een hele loontabel kent de regeling niet; niet overgenomen',
    );
  if (activePer === undefined || wagesPer === undefined || hours === undefined) return undefined;
  return {
    salary_table_id: null,
    original_salary_table_id: null,
    name: clip(`Loontabel ${index + 1} per ${formatDutchDate(activePer)}`, MAX_LENGTH.tableName),
    active_per: activePer,
    end_date: endDate,
    conform: 'Eigen regeling',
    wages_per: wagesPer,
    wages_divided_by: wagesPer === 'hour' ? '1' : (factor ?? '1'),
    hour_definition: `Werkduur ${hours.replace('.', ',')} uur per week (uit het SETU-bericht)`,
    hours_in_workweek: hours,
    initial_scaling: '',
    adv_comment: 'Geen arbeidsduurverkorting in het SETU-bericht',
    adv_type: null,
    adv_amount: null,
    bbl: false,
    periodiek_verhogingen: periodic,
    shift_work_comment: '',
    full_table: fullTable,
    inleners_jobs: jobs,
  };
}

function werksoorten(
  reader: Reader,
  message: Json,
): { list: WerksoortPayload[]; combination?: 'add' | 'multiply'; codes: Map<string, string[]> } {
  const list: WerksoortPayload[] = [];
  // The names given to the allowances of each SETU code, for the bases that refer to them by code.
  const codes = new Map<string, string[]>();
  const counts: Record<string, number> = {};
  let combination: 'add' | 'multiply' | undefined;
  reader.array(message.allowance, 'allowance').forEach((value, index) => {
    const path = `allowance[${index}]`;
    const allowance = reader.object(value, path, true);
    if (allowance === undefined) return;
    const name = reader.text(allowance.name, `${path}.name`, true) ?? '';
    const code = reader.text(allowance.typeCode, `${path}.typeCode`, true);
    const group = code === undefined ? undefined : GROUPS[code];
    if (group === undefined) {
      reader.note(
        path,
        `de toeslagcode ${code ?? '(geen)'} ('${name}') kent de regeling niet; niet overgenomen`,
      );
      return;
    }
    const lines = reader.array(allowance.line, `${path}.line`);
    const line = reader.object(lines[0], `${path}.line[0]`);
    const amount = reader.object(line?.amount, `${path}.line[0].amount`);
    if (lines.length > 1)
      reader.note(
        `${path}.line`,
        'de regeling kent één bedrag per werksoort; alleen de eerste regel is overgenomen',
      );
    if (line?.conditions !== undefined)
      reader.note(
        `${path}.line[0].conditions`,
        'voorwaarden op een toeslag kent de regeling niet; niet overgenomen',
      );
    const value_ = reader.decimal(amount?.value, `${path}.line[0].amount.value`);
    const type =
      amount?.unitCode === 'Euro' ? 'bedrag' : amount?.unitCode === 'Percentage' ? 'percentage' : undefined;
    if (amount !== undefined && type === undefined)
      reader.note(
        `${path}.line[0].amount.unitCode`,
        `een bedrag in ${String(amount.unitCode)} kent de regeling niet; niet overgenomen`,
      );
    const interval = reader.object(line?.interval, `${path}.line[0].interval`);
    const per =
      type === 'bedrag' && typeof interval?.unitCode === 'string' ? UNITS[interval.unitCode] : undefined;
    if (type === 'bedrag' && interval !== undefined && per === undefined)
      reader.note(
        `${path}.line[0].interval`,
        `de eenheid ${String(interval.unitCode)} kent de regeling niet; niet overgenomen`,
      );
    const periods: WerksoortPeriod[] = [];
    reader.array(allowance.period, `${path}.period`).forEach((periodValue, periodIndex) => {
      const periodPath = `${path}.period[${periodIndex}]`;
      const window = reader.object(periodValue, periodPath, true);
      if (window === undefined) return;
      if (group !== 'TU') {
        reader.note(
          periodPath,
          'tijdvakken legt de regeling alleen vast bij onregelmatigheid (TU); niet overgenomen',
        );
        return;
      }
      const time = reader.object(window.timePeriod, `${periodPath}.timePeriod`, true);
      const start = schemeTime(reader, time?.start, `${periodPath}.timePeriod.start`);
      const end = schemeTime(reader, time?.end, `${periodPath}.timePeriod.end`);
      const days = reader.array(window.weekday, `${periodPath}.weekday`).flatMap((day, dayIndex) => {
        const dayValue = reader.object(day, `${periodPath}.weekday[${dayIndex}]`)?.value;
        const known = typeof dayValue === 'string' ? WEEKDAYS[dayValue] : undefined;
        if (known === undefined)
          reader.error(`${periodPath}.weekday[${dayIndex}].value`, MESSAGES.invalidValue);
        return known === undefined ? [] : [known];
      });
      if (window.datePeriod !== undefined)
        reader.note(
          `${periodPath}.datePeriod`,
          'losse datums kent de regeling niet; alleen weekdagen en tijden zijn overgenomen',
        );
      if (start === undefined || end === undefined || start === '24:00') return;
      periods.push({ weekdays: days.length > 0 ? [...new Set(days)] : ALL_WEEK, from: start, to: end });
    });
    for (const [refIndex, ref] of reader.array(allowance.reference, `${path}.reference`).entries()) {
      const relation = reader.object(ref, `${path}.reference[${refIndex}]`)?.relationType;
      const mapped = typeof relation === 'string' ? RELATIONS[relation] : undefined;
      if (group === 'OV' && mapped !== undefined) combination ??= mapped;
      else
        reader.note(
          `${path}.reference[${refIndex}]`,
          'deze samenhang kent de regeling niet als samenloop; niet overgenomen',
        );
    }
    if (allowance.payDate !== undefined)
      reader.note(
        `${path}.payDate`,
        'een betaaldatum van een toeslag kent de regeling niet; niet overgenomen',
      );
    counts[group] = (counts[group] ?? 0) + 1;
    if (code !== undefined)
      codes.set(code, [...(codes.get(code) ?? []), `${group}${String(counts[group]).padStart(2, '0')}`]);
    const effective = reader.object(allowance.effectivePeriod, `${path}.effectivePeriod`);
    const description = reader.text(allowance.description, `${path}.description`);
    list.push({
      name: `${group}${String(counts[group]).padStart(2, '0')}`,
      amount: type === undefined ? null : (value_ ?? null),
      start_date: reader.date(effective?.validFrom, `${path}.effectivePeriod.validFrom`) ?? null,
      end_date: reader.date(effective?.validTo, `${path}.effectivePeriod.validTo`) ?? null,
      description: clip(name, MAX_LENGTH.werksoortDescription),
      type: type ?? 'percentage',
      // The wizard requires a comment of a few characters: the message's description, else where it came from.
      comment: clip(
        description !== undefined && description.trim().length >= 4
          ? description
          : `Uit het SETU-bericht (${code ?? ''}): ${name}`,
        MAX_LENGTH.payTypeComment,
      ),
      ...(periods.length > 0 ? { periods } : {}),
      ...(per === undefined ? {} : { per }),
    });
  });
  return { list, codes, ...(combination === undefined ? {} : { combination }) };
}

/** Reads a SETU v2.0 message into an own scheme's save payload, or says with JSON paths why it cannot. */
export function fromSetuInquiryPayEquity(input: unknown): SetuImport {
  const reader = new Reader();
  const message = reader.object(input, '$', true);
  if (message === undefined) return { ok: false, errors: reader.errors };
  const customer = reader.object(message.customer, 'customer', true);
  const contacts = reader.array(customer?.personContacts, 'customer.personContacts', customer !== undefined);
  const contact = reader.object(contacts[0], 'customer.personContacts[0]', contacts.length > 0);
  const signer = reader.text(
    reader.object(contact?.name, 'customer.personContacts[0].name', contact !== undefined)?.formattedName,
    'customer.personContacts[0].name.formattedName',
    contact !== undefined,
  );
  const effective = reader.object(message.effectivePeriod, 'effectivePeriod', true);
  const start = reader.date(effective?.validFrom, 'effectivePeriod.validFrom', true);
  const end = reader.date(effective?.validTo, 'effectivePeriod.validTo');

  const positions = new Map<string, string>();
  reader.array(message.positionProfile, 'positionProfile').forEach((value, index) => {
    const position = reader.object(value, `positionProfile[${index}]`, true);
    const id = reader.object(position?.positionId, `positionProfile[${index}].positionId`, true)?.value;
    const title = reader.text(position?.positionTitle, `positionProfile[${index}].positionTitle`, true);
    if (typeof id === 'string' && title !== undefined) positions.set(id, title);
  });
  const tables = reader.array(message.remuneration, 'remuneration', true).flatMap((value, index) => {
    const pack = reader.object(value, `remuneration[${index}]`, true);
    const table = pack && salaryTable(reader, pack, `remuneration[${index}]`, index, message, positions);
    return table ? [table] : [];
  });

  // Vacation and ADV from the leave arrangements.
  let vacation: { amount: string; type: InlenersCaoPayload['vacation_time_type'] } | undefined;
  // The paid leave after the vacation goes to the package's extra leave (package-from-setu.ts).
  const extraPaidLeave: Array<PackageLeaveInput['extraPaidLeave'][number]> = [];
  reader.array(message.leave, 'leave').forEach((value, index) => {
    const path = `leave[${index}]`;
    const leave = reader.object(value, path, true);
    if (leave === undefined) return;
    reader.array(leave.paidLeave, `${path}.paidLeave`).forEach((lineValue, lineIndex) => {
      const amount = reader.object(
        reader.object(lineValue, `${path}.paidLeave[${lineIndex}]`)?.amount,
        `${path}.paidLeave[${lineIndex}].amount`,
      );
      const number = reader.decimal(amount?.value, `${path}.paidLeave[${lineIndex}].amount.value`);
      const type =
        amount?.unitCode === 'Day'
          ? 'days_per_year'
          : amount?.unitCode === 'Hour'
            ? 'hours_per_year'
            : undefined;
      if (vacation === undefined && number !== undefined && type !== undefined)
        vacation = { amount: number, type };
      else
        extraPaidLeave.push({
          line: lineValue,
          path: `${path}.paidLeave[${lineIndex}]`,
          arrangement: leave,
          arrangementPath: path,
        });
    });
    reader
      .array(leave.workingHoursReduction, `${path}.workingHoursReduction`)
      .forEach((lineValue, lineIndex) => {
        const linePath = `${path}.workingHoursReduction[${lineIndex}]`;
        const line = reader.object(lineValue, linePath);
        const amount = reader.object(line?.amount, `${linePath}.amount`);
        const interval = reader.object(line?.interval, `${linePath}.interval`);
        const number = reader.decimal(amount?.value, `${linePath}.amount.value`);
        const key = `${String(amount?.unitCode)}/${String(interval?.unitCode)}`;
        const type = (
          {
            'Hour/Week': 'hours_per_week',
            'Hour/Year': 'hours_per_year',
            'Day/Year': 'days_per_year',
            'Percentage/Year': 'percentage',
          } as const
        )[key as 'Hour/Week'];
        const comment =
          typeof line?.description === 'string' && line.description.trim().length >= 4
            ? line.description
            : undefined;
        if (number === undefined || type === undefined) {
          reader.note(linePath, 'deze arbeidsduurverkorting kent de regeling niet; niet overgenomen');
          return;
        }
        const validFrom = reader.object(leave.effectivePeriod, `${path}.effectivePeriod`)?.validFrom;
        // ADV belongs to a table: the one starting on the arrangement's date, else every table.
        const matching = tables.filter((table) => table.active_per === validFrom);
        for (const table of matching.length > 0 ? matching : tables) {
          table.adv_type = type;
          table.adv_amount = number;
          table.adv_comment = clip(
            comment ?? `Arbeidsduurverkorting: ${number.replace('.', ',')} (uit het SETU-bericht)`,
            MAX_LENGTH.advComment,
          );
        }
      });
    if (leave.mandatoryLeaveAllocation !== undefined)
      reader.note(`${path}.mandatoryLeaveAllocation`, 'dit verlof kent de regeling niet; niet overgenomen');
  });
  if (vacation === undefined) reader.error('leave', SETU_IMPORT_MESSAGES.vacation);

  const holiday = reader.object(
    reader.array(message.holidayAllowance, 'holidayAllowance')[0],
    'holidayAllowance[0]',
  );
  const holidayAmount = reader.object(
    reader.object(reader.array(holiday?.line, 'holidayAllowance[0].line')[0], 'holidayAllowance[0].line[0]')
      ?.amount,
    'holidayAllowance[0].line[0].amount',
  );
  const holidayPercentage =
    holidayAmount?.unitCode === 'Percentage'
      ? reader.decimal(holidayAmount.value, 'holidayAllowance[0].line[0].amount.value')
      : undefined;
  if (holidayPercentage === undefined)
    reader.error('holidayAllowance', SETU_IMPORT_MESSAGES.holidayAllowance);
  if (holiday?.payDate !== undefined)
    reader.note(
      'holidayAllowance[0].payDate',
      'een betaaldatum van het vakantiegeld kent de regeling niet; niet overgenomen',
    );

  const { list, combination, codes } = werksoorten(reader, message);
  // Sick pay, leave beyond vacation and ADV, pension, IKB, sustainable employability, supplementary and
  // other arrangements, and the bases: the package (package-from-setu.ts).
  const equivalentPackage = packageFromSetu(
    reader,
    message,
    { extraPaidLeave },
    (code) => codes.get(code) ?? [],
  );

  if (
    reader.errors.length > 0 ||
    start === undefined ||
    signer === undefined ||
    vacation === undefined ||
    holidayPercentage === undefined
  )
    return { ok: false, errors: reader.errors };

  const agreement = reader.object(
    reader.object(message.labourAgreements, 'labourAgreements')?.collectiveLabourAgreement,
    'labourAgreements.collectiveLabourAgreement',
  );
  const documentId = reader.object(message.documentId, 'documentId')?.value;
  const caoText = [
    `Ingelezen uit SETU-bericht ${typeof documentId === 'string' ? documentId : '(zonder documentId)'}${typeof customer?.name === 'string' ? ` van ${customer.name}` : ''}.`,
    ...(typeof agreement?.name === 'string' ? [`Cao volgens het bericht: ${agreement.name}.`] : []),
    ...(reader.notes.length > 0 ? ['Niet overgenomen:', ...reader.notes] : []),
  ];
  return {
    ok: true,
    notes: reader.notes,
    payload: {
      proposal_inlener_id: null,
      follow_salary_tables: null,
      signed_fullname: signer,
      cao_id: null,
      cao_text: caoText.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
      duration_start: start,
      ...(end === undefined ? {} : { duration_end: end }),
      vacation_amount: vacation.amount,
      vacation_allowance: holidayPercentage,
      vacation_time_type: vacation.type,
      salary_tables: tables,
      werksoorten: list,
      educations: [],
      one_off_bonuses: [],
      ...(combination === undefined ? {} : { bonus_combination: combination }),
      year_end_bonus_type: 'Geen',
      ...(equivalentPackage === undefined ? {} : { equivalent_package: equivalentPackage }),
    },
  };
}
