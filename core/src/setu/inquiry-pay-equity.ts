import { ageRange } from '../base/ages.js';
import { werksoortGroup, type WerksoortCode } from '../base/werksoort-groups.js';
import {
  BONUS_COMBINATION_LABELS,
  PERIODIC_INTERACTION_LABELS,
  PERIODIC_TYPE_LABELS,
} from '../schemas/labels.js';
import { hourlyWageFactor, weeklyHoursOf } from '../salary/hourly-factor.js';
import type { Werksoort } from '../schemas/cao.js';
import type { InlenersCao } from '../schemas/scheme.js';
import type { PeriodicIncrease, SalaryTable } from '../schemas/salary-table.js';
import type { Weekday, WerksoortPeriod, WerksoortUnit } from '../schemas/werksoort-period.js';
import { leaveDayValue, packageToSetu, SETU_BASE_CODES } from './package-to-setu.js';

/**
 * A scheme version as a SETU 'gelijkwaardige beloning' (Inquiry Pay Equity) v2.0 message
 * (reference/setu/gelijkwaardige-beloning-v2.0.yaml; tested against that schema). Every field is mapped by
 * the meaning the schema documents for it; core/README.md ('SETU v2.0') has the table of what goes where and
 * what the scheme cannot express, and core/src/setu/from-inquiry-pay-equity.ts reads such a message back.
 */

type Json = Record<string, unknown>;

/** The SETU allowance codes the scheme's werksoort groups map to (the codes of the SETU example). */
export const SETU_ALLOWANCE_CODES = {
  overtime: 'HT601',
  irregularHours: 'HT320',
  publicHoliday: 'HT340',
  homeWorkTravel: 'EA103',
} as const;

const INTERVALS: Record<SalaryTable['wages_per'], { value: number; unitCode: string }> = {
  hour: { value: 1, unitCode: 'Hour' },
  week: { value: 1, unitCode: 'Week' },
  '4weeks': { value: 4, unitCode: 'Week' },
  month: { value: 1, unitCode: 'Month' },
  year: { value: 1, unitCode: 'Year' },
};

/** SETU's interval codes for what an amount is paid per; a home-working day has its own code. */
const UNIT_INTERVALS: Record<WerksoortUnit, string> = {
  uur: 'Hour',
  km: 'Kilometer',
  dag: 'Day',
  week: 'Week',
  maand: 'Month',
  jaar: 'Year',
  keer: 'Once',
};

const WEEKDAY_CODES: Record<Weekday, string> = {
  maandag: 'Monday',
  dinsdag: 'Tuesday',
  woensdag: 'Wednesday',
  donderdag: 'Thursday',
  vrijdag: 'Friday',
  zaterdag: 'Saturday',
  zondag: 'Sunday',
  feestdag: 'Holiday',
};

/**
 * The work week sent when a table gives no hours at all (an hourly table without hours per week, or a table
 * saved before step 3 asked for them): SETU requires a work duration, and 36 hours is the week SPEC.md
 * section 9 counts with. The README says so.
 */
const DEFAULT_WORK_WEEK = 36;

/**
 * The working hours of a table as the export sends them, through core's one conversion
 * (salary/hourly-factor.ts): hours per week are weeklyHoursOf (the table's own, else the cao's normal week,
 * else read back from its hourly factor: 173,33 per month is 40 hours a week), else DEFAULT_WORK_WEEK; the
 * hourly factor of a period wage is hourlyWageFactor (a month divided by 1 at 36 hours: 156), and none when
 * it is unknown or the table is hourly.
 */
export function tableWorkHours(table: SalaryTable): { hoursPerWeek: number; hourlyWageFactor?: number } {
  const hoursPerWeek = number(weeklyHoursOf(table)) ?? DEFAULT_WORK_WEEK;
  const factor = table.wages_per === 'hour' ? undefined : number(hourlyWageFactor(table));
  return factor === undefined ? { hoursPerWeek } : { hoursPerWeek, hourlyWageFactor: factor };
}

function period(from: string | null | undefined, to: string | null | undefined): Json {
  return { ...(from ? { validFrom: from } : {}), ...(to ? { validTo: to } : {}) };
}

function number(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function origin(scheme: InlenersCao, conform?: SalaryTable['conform']): Json {
  if (conform === 'Eigen regeling') return { type: 'CustomLabourAgreement' };
  if (conform === 'Niet indeelbaar') return { type: 'Unknown' };
  if (scheme.cao_id === null) return { type: 'CustomLabourAgreement' };
  return { type: scheme.avv ? 'CollectiveLabourAgreementExtended' : 'CollectiveLabourAgreement' };
}

function positionId(tableIndex: number, jobIndex: number): string {
  return `T${tableIndex + 1}-F${jobIndex + 1}`;
}

/** The offset of Dutch wall-clock time on a date: +02:00 from the last Sunday of March to that of October. */
function dutchOffset(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastSunday = (m: number) => {
    const last = new Date(Date.UTC(year, m, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  const summer =
    (month > 3 && month < 10) ||
    (month === 3 && day >= lastSunday(3)) ||
    (month === 10 && day < lastSunday(10));
  return summer ? '+02:00' : '+01:00';
}

/** The start of a Dutch calendar day as the schema's date-time. */
function dayStart(isoDate: string): string {
  return `${isoDate}T00:00:00${dutchOffset(isoDate)}`;
}

/**
 * A scheme time ('21:30', '24:00') as the schema's format 'time', which needs an offset: Dutch standard time
 * (+01:00), since a weekly window has no date (README: the wall-clock time is meant).
 */
function setuTime(time: string): string {
  return time === '24:00' ? '23:59:59+01:00' : `${time}:00+01:00`;
}

/**
 * The Age conditions of a row of full_table, from core's one meaning of ages (ageRange): a youth row is for
 * its age only, the youngest also for the ages below it, and the 'null' row for everyone older than the
 * oldest youth row ('gte 21' after 18, 19 and 20), never unconditional beside youth rows; without a 'null'
 * row the oldest youth row is for that age and older. A table of one row has no condition.
 */
function ageConditions(age: string, ages: readonly string[]): Json[] {
  const { from, to } = ageRange(age, ages);
  if (from !== null && to !== null) return [{ conditionType: 'Age', operator: 'eq', age: from }];
  if (from !== null) return [{ conditionType: 'Age', operator: 'gte', age: from }];
  if (to !== null) return [{ conditionType: 'Age', operator: 'lte', age: to }];
  return [];
}

/** The step-3 initial scaling ('a|b|c') in words, or undefined. */
function initialScaling(table: SalaryTable): string | undefined {
  const parts = table.initial_scaling
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.length === 0 ? undefined : `Inschaling: ${parts.join('; ')}`;
}

function salaryScales(table: SalaryTable, tableIndex: number): Json[] {
  const ages = Object.keys(table.full_table);
  const scales = new Map<string, { steps: Json[]; values: number[] }>();
  for (const age of ages) {
    const payscales = table.full_table[age] ?? {};
    // The same for every cell of the row.
    const conditions = ageConditions(age, ages);
    for (const [payscale, cells] of Object.entries(payscales)) {
      const scale = scales.get(payscale) ?? { steps: [], values: [] };
      scales.set(payscale, scale);
      for (const [column, wage] of Object.entries(cells)) {
        const value = number(wage);
        if (value === undefined) continue;
        scale.values.push(value);
        scale.steps.push({ name: column, value, ...(conditions.length === 0 ? {} : { conditions }) });
      }
    }
  }
  const scaling = initialScaling(table);
  return [...scales.entries()].map(([name, scale]) => {
    // A job is placed in its minimum scale and may be paid in every scale of its list.
    const jobs = table.inleners_jobs
      .map((job, jobIndex) => ({ job, jobIndex }))
      .filter(({ job }) => job.minimal_payscale === name || job.payscales.includes(name));
    return {
      name,
      currency: 'EUR',
      ...(scale.values.length > 0
        ? { minValue: Math.min(...scale.values), maxValue: Math.max(...scale.values) }
        : {}),
      salaryStep: scale.steps,
      ...(jobs.length > 0
        ? {
            positionProfileReference: jobs.map(({ job, jobIndex }) => ({
              positionId: { value: positionId(tableIndex, jobIndex) },
              description: [
                job.minimal_payscale === name ? 'Minimumschaal van de functie' : 'Schaal van de functie',
                scaling,
              ]
                .filter(Boolean)
                .join('. '),
            })),
          }
        : {}),
    };
  });
}

/** A periodic-increase rule of a table as an individual salary increase: one step per interval. */
function individualIncrease(rule: PeriodicIncrease, table: SalaryTable): Json {
  const texts: string[] = [PERIODIC_TYPE_LABELS[rule.type]];
  if (rule.measurement_type === 'cumulative') texts.push('De gewerkte tijd telt bij elkaar op');
  if (rule.measurement_type === 'calendar') texts.push('Kalendertijd sinds de vorige periodiek');
  if (rule.date_required_time_interaction !== null)
    texts.push(PERIODIC_INTERACTION_LABELS[rule.date_required_time_interaction]);
  const interval =
    rule.required_time !== null && rule.required_time_type !== null
      ? {
          value: rule.required_time,
          unitCode: { months: 'Month', weeks: 'Week', hours: 'Hour' }[rule.required_time_type],
        }
      : undefined;
  const trigger = /^(\d{2})-(\d{2})$/.exec(rule.trigger_date ?? '');
  const year = table.active_per.slice(0, 4);
  // The schema requires 'interval' on a Recurring occurrence but documents 'recurringInterval': both are sent.
  const recurring = trigger ? `R/${year}-${trigger[2]}-${trigger[1]}/P1Y` : undefined;
  const steps = rule.type === 'mandatory_periodical' || rule.type === 'optional_periodical';
  return {
    ...(recurring
      ? { effectiveDate: { occurrenceType: 'Recurring', recurringInterval: recurring, interval: recurring } }
      : {}),
    line: {
      ...(steps ? { amount: { value: 1, unitCode: 'SalaryStep', baseAmount: { unitCode: 'Fixed' } } } : {}),
      ...(interval ? { interval } : {}),
      conditions: [{ conditionType: 'Text', description: texts.join('; ') }],
    },
  };
}

/**
 * The percentage (to a hundredth) that gives every new wage from its old one in cents under one rounding
 * (half up, up or down, the roundings a bulk increase uses), or undefined when no single one does.
 */
function uniformPercentage(pairs: ReadonlyArray<[number, number]>): Json | undefined {
  const [old, now] = pairs.reduce((largest, pair) => (pair[0] > largest[0] ? pair : largest));
  const estimate = Math.round((now / old - 1) * 10_000);
  const roundings = [
    (scaled: number) => Math.floor((2 * scaled + 10_000) / 20_000),
    (scaled: number) => Math.ceil(scaled / 10_000),
    (scaled: number) => Math.floor(scaled / 10_000),
  ];
  for (let basisPoints = estimate - 2; basisPoints <= estimate + 2; basisPoints += 1) {
    if (basisPoints === 0) continue;
    const fits = roundings.some((round) => pairs.every(([o, n]) => round(o * (10_000 + basisPoints)) === n));
    if (fits) return { value: basisPoints / 100, unitCode: 'Percentage' };
  }
  return undefined;
}

/**
 * The general raise from the table before `table` (the latest earlier table with the same ages, scales and
 * columns) to `table`: a percentage or an amount when every wage rose by it (to the cent), otherwise its
 * description only.
 */
function generalIncrease(table: SalaryTable, tables: readonly SalaryTable[]): Json[] {
  const shape = (t: SalaryTable) =>
    JSON.stringify(
      Object.entries(t.full_table).map(([age, scales]) => [
        age,
        Object.entries(scales).map(([scale, cells]) => [scale, Object.keys(cells)]),
      ]),
    );
  const before = tables
    .filter((t) => t.active_per < table.active_per && shape(t) === shape(table))
    .sort((a, b) => (a.active_per < b.active_per ? 1 : -1))[0];
  if (before === undefined) return [];
  const pairs: Array<[number, number]> = [];
  for (const [age, scales] of Object.entries(table.full_table))
    for (const [scale, cells] of Object.entries(scales))
      for (const [column, wage] of Object.entries(cells)) {
        const old = number(before.full_table[age]?.[scale]?.[column]);
        const now = number(wage);
        if (old !== undefined && now !== undefined && old > 0)
          pairs.push([Math.round(old * 100), Math.round(now * 100)]);
      }
  if (pairs.length === 0) return [];
  let amount: Json | undefined;
  const difference = pairs[0]![1] - pairs[0]![0];
  if (difference !== 0 && pairs.every(([old, now]) => now - old === difference)) {
    amount = { value: difference / 100, unitCode: 'Euro' };
  } else {
    amount = uniformPercentage(pairs);
  }
  return [
    {
      effectiveDate: { occurrenceType: 'Single', date: dayStart(table.active_per) },
      ...(amount ? { amount } : {}),
      description: [table.active_per_description.trim(), `Ten opzichte van de tabel '${before.name}'`]
        .filter(Boolean)
        .join('. '),
    },
  ];
}

function remuneration(scheme: InlenersCao): Json[] {
  return scheme.salary_tables.map((table, tableIndex) => {
    const { hoursPerWeek, hourlyWageFactor } = tableWorkHours(table);
    const conditions: Json[] = [
      ...(table.bbl
        ? [
            {
              conditionType: 'Text',
              description: 'Alleen voor werknemers in de beroepsbegeleidende leerweg (bbl)',
            },
          ]
        : []),
    ];
    const individual = table.periodiek_verhogingen.map((rule) => individualIncrease(rule, table));
    const general = generalIncrease(table, scheme.salary_tables);
    return {
      origin: origin(scheme, table.conform),
      effectivePeriod: period(table.active_per, table.end_date),
      workDuration: {
        amount: { value: hoursPerWeek, unitCode: 'Hour' },
        interval: { value: 1, unitCode: 'Week' },
        valuePerWeek: hoursPerWeek,
      },
      interval: INTERVALS[table.wages_per],
      ...(hourlyWageFactor === undefined ? {} : { hourlyWageConversion: { hourlyWageFactor } }),
      salaryScale: salaryScales(table, tableIndex),
      ...(individual.length > 0 ? { individualSalaryIncrease: individual } : {}),
      ...(general.length > 0 ? { generalSalaryIncrease: general } : {}),
      ...(conditions.length > 0 ? { conditions } : {}),
    };
  });
}

function positionProfiles(scheme: InlenersCao): Json[] {
  return scheme.salary_tables.flatMap((table, tableIndex) =>
    table.inleners_jobs.map((job, jobIndex) => ({
      positionId: { value: positionId(tableIndex, jobIndex) },
      positionTitle: job.name,
      origin: origin(scheme, table.conform),
      referenceTitle: table.name,
      ...(job.aard === null ? {} : { workDescription: job.aard }),
    })),
  );
}

/** The line of a werksoort: a percentage of the hourly base wage per hour, or euros per its unit. */
function werksoortLine(werksoort: Werksoort, group: WerksoortCode | undefined): Json[] {
  const value = number(werksoort.amount);
  if (value === undefined) return [];
  if (werksoort.type === 'percentage') {
    return [
      {
        amount: {
          value,
          unitCode: 'Percentage',
          baseAmount: { unitCode: 'HourlyRate', baseType: 'BaseWage' },
        },
        interval: { value: 1, unitCode: 'Hour' },
      },
    ];
  }
  const per = werksoort.per;
  const unitCode =
    per === undefined
      ? undefined
      : per === 'dag' && group === 'TWV'
        ? 'WorkFromHomeDay'
        : UNIT_INTERVALS[per];
  return [
    {
      amount: { value, unitCode: 'Euro', baseAmount: { unitCode: 'Fixed' } },
      ...(unitCode === undefined ? {} : { interval: { value: 1, unitCode } }),
    },
  ];
}

/** The SETU periods of a TU or PT werksoort's time windows. */
function setuPeriods(periods: readonly WerksoortPeriod[] | undefined): Json[] {
  return (periods ?? []).map((window) => ({
    timePeriod: { start: setuTime(window.from), end: setuTime(window.to) },
    weekday: window.weekdays.map((day) => ({ value: WEEKDAY_CODES[day] })),
  }));
}

/** The SETU code of a werksoort, or undefined when SETU's code list has none the scheme can be sure of. */
function allowanceCode(werksoort: Werksoort, group: WerksoortCode | undefined): string | undefined {
  switch (group) {
    case 'OV':
      return SETU_ALLOWANCE_CODES.overtime;
    case 'TU': {
      const days = (werksoort.periods ?? []).flatMap((window) => window.weekdays);
      return days.length > 0 && days.every((day) => day === 'feestdag')
        ? SETU_ALLOWANCE_CODES.publicHoliday
        : SETU_ALLOWANCE_CODES.irregularHours;
    }
    case 'PT':
      return SETU_ALLOWANCE_CODES.irregularHours;
    case 'RV':
      return SETU_ALLOWANCE_CODES.homeWorkTravel;
    default:
      return undefined;
  }
}

/**
 * The samenloop rule as SETU's relation of an overtime allowance to the time-bound ones it meets: added
 * together is Cumulative, one calculated over the other Compounding; the other rules have no SETU relation
 * type and go as the reference's description only.
 */
const SAMENLOOP_RELATIONS: Partial<
  Record<NonNullable<InlenersCao['timesheet_overtime_interaction']>, string>
> = {
  add: 'Cumulative',
  multiply: 'Compounding',
};

function arrangements(scheme: InlenersCao) {
  const allowance: Json[] = [];
  const other: Json[] = [];
  const id = (value: string) => ({ value: `${scheme.guid}-${value}`, schemeAgencyId: 'Customer' });
  const overtime: Json[] = [];
  const timeBound: Array<{ id: string; typeCode: string }> = [];
  scheme.werksoorts.forEach((werksoort, index) => {
    const group = werksoortGroup(werksoort.name)?.code;
    const code = allowanceCode(werksoort, group);
    const description = werksoort.comment.trim() === '' ? undefined : werksoort.comment;
    const name =
      [werksoort.name, werksoortGroup(werksoort.name)?.description, werksoort.description]
        .filter((part) => typeof part === 'string' && part.trim() !== '')
        .join(' — ') || werksoort.name;
    const common = {
      id: id(`W${index + 1}`),
      name,
      origin: origin(scheme),
      effectivePeriod: period(werksoort.start_date, werksoort.end_date),
    };
    const line = werksoortLine(werksoort, group);
    if (code === undefined) {
      other.push({
        ...common,
        ...(line.length > 0 ? { line } : {}),
        ...(description ? { description } : {}),
      });
      return;
    }
    const periods = setuPeriods(werksoort.periods);
    const entry: Json = {
      ...common,
      typeCode: code,
      ...(periods.length > 0 ? { period: periods } : {}),
      ...(line.length > 0 ? { line } : {}),
      ...(description ? { description } : {}),
    };
    allowance.push(entry);
    if (group === 'OV') overtime.push(entry);
    if (group === 'TU' || group === 'PT') timeBound.push({ id: common.id.value, typeCode: code });
  });
  const combination = scheme.timesheet_overtime_interaction;
  if (combination !== null && combination !== 'Geen') {
    const words = `Bij samenloop van toeslagen: ${BONUS_COMBINATION_LABELS[combination]}`;
    const relationType = SAMENLOOP_RELATIONS[combination];
    if (overtime.length > 0 && timeBound.length > 0) {
      for (const entry of overtime)
        entry.reference = timeBound.map((target) => ({
          id: { value: target.id },
          typeCode: target.typeCode,
          description: words,
          ...(relationType ? { relationType } : {}),
        }));
    } else {
      // Nothing to relate (no overtime, or no time-bound allowance): the rule in words.
      other.push({
        id: id('SAMENLOOP'),
        name: 'Samenloop toeslagen',
        origin: origin(scheme),
        description: words,
      });
    }
  }
  if (scheme.year_end_bonus_type !== 'Geen') {
    const value = number(scheme.year_end_bonus_amount);
    other.push({
      id: id('EJU'),
      name: 'Eindejaarsuitkering',
      origin: origin(scheme),
      ...(value === undefined
        ? {}
        : {
            line: [
              scheme.year_end_bonus_type === 'percentage'
                ? {
                    amount: {
                      value,
                      unitCode: 'Percentage',
                      baseAmount: { unitCode: 'YearlyRate', baseType: 'GrossSalary' },
                    },
                    interval: { value: 1, unitCode: 'Year' },
                  }
                : {
                    amount: { value, unitCode: 'Euro', baseAmount: { unitCode: 'Fixed' } },
                    interval: { value: 1, unitCode: 'Year' },
                  },
            ],
          }),
      ...(scheme.year_end_bonus_comment ? { description: scheme.year_end_bonus_comment } : {}),
    });
  }
  scheme.one_off_bonuses.forEach((bonus, index) => {
    const value = number(bonus.amount);
    other.push({
      id: id(`EU${index + 1}`),
      name: `Eenmalige uitkering: ${bonus.description}`,
      origin: origin(scheme),
      effectivePeriod: period(bonus.bonus_date, bonus.bonus_date),
      ...(value === undefined
        ? {}
        : {
            line: [
              {
                amount:
                  bonus.bonus_type === 'percentage'
                    ? {
                        value,
                        unitCode: 'Percentage',
                        baseAmount: { unitCode: 'MonthlyRate', baseType: 'BaseWage' },
                      }
                    : { value, unitCode: 'Euro', baseAmount: { unitCode: 'Fixed' } },
                interval: { value: 1, unitCode: 'Once' },
              },
            ],
          }),
    });
  });
  scheme.educations.forEach((education, index) => {
    other.push({
      id: id(`OPL${index + 1}`),
      name: `Opleiding: ${education.description}`,
      origin: origin(scheme),
      description: `Voor de functies: ${education.inleners_jobs.join(', ')}`,
    });
  });
  return { allowance, other };
}

/** ADV of a table as SETU's working-hours reduction, in the unit the table gives it. */
function workingHoursReduction(scheme: InlenersCao, table: SalaryTable, tableIndex: number): Json[] {
  const value = number(table.adv_amount);
  if (table.adv_type === null || value === undefined || value <= 0) return [];
  const proportional = { partTimePercentage: true, employmentDuration: true };
  const amount = {
    percentage: { value, unitCode: 'Percentage', baseAmount: { unitCode: 'Fixed' }, proportional },
    hours_per_week: { value, unitCode: 'Hour', baseAmount: { unitCode: 'Fixed' }, proportional },
    hours_per_year: { value, unitCode: 'Hour', baseAmount: { unitCode: 'Fixed' }, proportional },
    days_per_year: { value, unitCode: 'Day', baseAmount: { unitCode: 'Fixed' }, proportional },
  }[table.adv_type];
  const interval = table.adv_type === 'hours_per_week' ? 'Week' : 'Year';
  return [
    {
      id: { value: `${scheme.guid}-ADV${tableIndex + 1}`, schemeAgencyId: 'Customer' },
      name: `Arbeidsduurverkorting (${table.name})`,
      origin: origin(scheme, table.conform),
      effectivePeriod: period(table.active_per, table.end_date),
      workingHoursReduction: [
        {
          name: 'ADV',
          amount,
          interval: { value: 1, unitCode: interval },
          ...(table.adv_type === 'percentage'
            ? { description: `Percentage van de arbeidsduur. ${table.adv_comment}`.trim() }
            : table.adv_comment.trim() !== ''
              ? { description: table.adv_comment }
              : {}),
        },
      ],
    },
  ];
}

/** The SETU message of one scheme version, issued at `issued`. */
export function toSetuInquiryPayEquity(scheme: InlenersCao, hirer: { kvkNr: string }, issued: Date): Json {
  const { allowance, other } = arrangements(scheme);
  const pack = scheme.equivalent_package ?? {};
  const blocks = packageToSetu(pack, scheme.guid, (name) => {
    const werksoort = scheme.werksoorts.find((entry) => entry.name === name);
    return werksoort === undefined
      ? undefined
      : allowanceCode(werksoort, werksoortGroup(werksoort.name)?.code);
  });
  const dayValue = pack.leave?.leave_day_value ?? null;
  // The base the percentage allowances are calculated over: the table wage alone, unless the package says
  // what the base wage holds.
  const ownBases = (blocks.baseDefinition as Json[] | undefined) ?? [];
  const baseDefinition = ownBases.some((base) => base.baseType === SETU_BASE_CODES.basisloon)
    ? ownBases
    : [
        {
          baseType: 'BaseWage',
          remunerationIndicator: true,
          holidayAllowanceIndicator: false,
          paidLeaveDayIndicator: false,
          allAllowancesIndicator: false,
        },
        ...ownBases,
      ];
  const packageLeave = (blocks.leave as Json[] | undefined) ?? [];
  const packageOther = (blocks.otherArrangement as Json[] | undefined) ?? [];
  const vacation = number(scheme.vacation_time_amount);
  const holidayAllowance = number(scheme.vacation_allowance);
  const positions = positionProfiles(scheme);
  const leave: Json[] = [
    ...(vacation === undefined
      ? []
      : [
          {
            id: { value: `${scheme.guid}-VD`, schemeAgencyId: 'Customer' },
            name: 'Vakantie',
            origin: origin(scheme),
            paidLeave: [
              {
                name: scheme.vacation_time_type === 'hours_per_year' ? 'Vakantie-uren' : 'Vakantiedagen',
                amount: {
                  value: vacation,
                  unitCode: scheme.vacation_time_type === 'hours_per_year' ? 'Hour' : 'Day',
                  baseAmount: { unitCode: 'Fixed' },
                  proportional: { partTimePercentage: true, employmentDuration: true },
                },
                interval: { value: 1, unitCode: 'Year' },
                ...(dayValue === null ? {} : { leaveDayValue: leaveDayValue(dayValue) }),
              },
            ],
          },
        ]),
    ...scheme.salary_tables.flatMap((table, index) => workingHoursReduction(scheme, table, index)),
    ...packageLeave,
  ];
  return {
    documentId: { value: `${scheme.guid}-v${scheme.version}`, schemeAgencyId: 'Customer' },
    versionId: { value: String(scheme.version) },
    issued: issued.toISOString(),
    effectivePeriod: period(scheme.duration_start, scheme.duration_end),
    customer: {
      id: [{ value: scheme.guid, schemeAgencyId: 'Customer' }],
      name: scheme.company_name,
      legalId: [{ value: hirer.kvkNr, schemeAgencyId: 'KvK' }],
      personContacts: [{ name: { formattedName: scheme.signed_fullname }, roleCode: 'AuthorizedBy' }],
    },
    baseDefinition,
    labourAgreements:
      scheme.cao_id === null
        ? { customLabourAgreement: true }
        : {
            collectiveLabourAgreement: {
              name: scheme.based_on ?? scheme.full_name,
              id: { value: String(scheme.cao_id) },
              effectivePeriod: period(scheme.duration_start, scheme.duration_end),
              ...(scheme.avv ? { basedOn: 'Algemeen verbindend verklaard' } : {}),
            },
            customLabourAgreement: false,
          },
    ...(positions.length > 0 ? { positionProfile: positions } : {}),
    remuneration: remuneration(scheme),
    ...(allowance.length > 0 ? { allowance } : {}),
    ...(holidayAllowance === undefined
      ? {}
      : {
          holidayAllowance: [
            {
              id: { value: `${scheme.guid}-VG`, schemeAgencyId: 'Customer' },
              name: 'Vakantiegeld',
              origin: origin(scheme),
              line: [
                {
                  amount: {
                    value: holidayAllowance,
                    unitCode: 'Percentage',
                    baseAmount: { unitCode: 'YearlyRate', baseType: 'GrossSalary' },
                  },
                  interval: { value: 1, unitCode: 'Year' },
                },
              ],
            },
          ],
        }),
    ...(blocks.sickPay === undefined ? {} : { sickPay: blocks.sickPay }),
    ...(leave.length > 0 ? { leave } : {}),
    ...(blocks.individualChoiceBudget === undefined
      ? {}
      : { individualChoiceBudget: blocks.individualChoiceBudget }),
    ...(blocks.pension === undefined ? {} : { pension: blocks.pension }),
    ...(blocks.sustainableEmployability === undefined
      ? {}
      : { sustainableEmployability: blocks.sustainableEmployability }),
    ...(blocks.supplementaryArrangement === undefined
      ? {}
      : { supplementaryArrangement: blocks.supplementaryArrangement }),
    ...(other.length + packageOther.length > 0 ? { otherArrangement: [...other, ...packageOther] } : {}),
  };
}
