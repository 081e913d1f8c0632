import { ageRange } from '../base/ages.js';
import { BONUS_COMBINATION_LABELS } from '../schemas/labels.js';
import type { InlenersCao } from '../schemas/scheme.js';
import type { SalaryTable } from '../schemas/salary-table.js';
import { werksoortGroup, type WerksoortCode } from '../werksoorten/index.js';

/**
 * A scheme version as a SETU 'gelijkwaardige beloning' (Inquiry Pay Equity) v2.0 message
 * (reference/setu/gelijkwaardige-beloning-v2.0.yaml; tested against that schema). The mapping:
 *
 * - documentId: the scheme's guid with its version; versionId: the version number; customer: the hirer
 *   (legalId its KVK number, the contact the person who signed the version).
 * - labourAgreements: the cao (avv: declared generally binding) or a custom agreement for an own scheme.
 * - remuneration: one package per salary table (its period, interval, hourly-wage factor and work week);
 *   each payscale is a salaryScale, each cell a salaryStep named after its periodical column, with an Age
 *   condition for the age rows; the hirer's jobs are positionProfiles referenced from their minimum scale.
 * - allowance: the werksoorten whose SETU code is known (OV overtime HT601, TU and PT irregular and shift
 *   hours HT320, RV travel EA103: the codes the SETU example uses); every other werksoort, the year-end
 *   bonus, one-off bonuses, educations and how allowances combine are otherArrangements with a description.
 * - holidayAllowance (vakantiegeld %) and leave (vacation days or hours per year).
 */

type Json = Record<string, unknown>;

/** The werksoort groups with a SETU allowance code; the others become otherArrangements. */
const ALLOWANCE_CODES: Partial<Record<WerksoortCode, string>> = {
  OV: 'HT601',
  TU: 'HT320',
  PT: 'HT320',
  RV: 'EA103',
};

const INTERVALS: Record<SalaryTable['wages_per'], { value: number; unitCode: string }> = {
  hour: { value: 1, unitCode: 'Hour' },
  week: { value: 1, unitCode: 'Week' },
  '4weeks': { value: 4, unitCode: 'Week' },
  month: { value: 1, unitCode: 'Month' },
  year: { value: 1, unitCode: 'Year' },
};

/** The normal work week when a table does not say: 36 hours, the week SPEC.md section 9 counts with. */
const DEFAULT_WORK_WEEK = 36;

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
  return [...scales.entries()].map(([name, scale]) => {
    const jobs = table.inleners_jobs
      .map((job, jobIndex) => ({ job, jobIndex }))
      .filter(({ job }) => job.minimal_payscale === name);
    return {
      name,
      currency: 'EUR',
      ...(scale.values.length > 0
        ? { minValue: Math.min(...scale.values), maxValue: Math.max(...scale.values) }
        : {}),
      salaryStep: scale.steps,
      ...(jobs.length > 0
        ? {
            positionProfileReference: jobs.map(({ jobIndex }) => ({
              positionId: { value: positionId(tableIndex, jobIndex) },
              description: 'Minimumschaal van de functie',
            })),
          }
        : {}),
    };
  });
}

function remuneration(scheme: InlenersCao): Json[] {
  return scheme.salary_tables.map((table, tableIndex) => {
    const hours = number(table.hours_in_workweek) ?? number(table.normal_workweek) ?? DEFAULT_WORK_WEEK;
    const factor = number(table.wages_divided_by);
    return {
      origin: origin(scheme, table.conform),
      effectivePeriod: period(table.active_per, table.end_date),
      workDuration: {
        amount: { value: hours, unitCode: 'Hour' },
        interval: { value: 1, unitCode: 'Week' },
        valuePerWeek: hours,
      },
      interval: INTERVALS[table.wages_per],
      ...(table.wages_per !== 'hour' && factor !== undefined && factor > 0
        ? { hourlyWageConversion: { hourlyWageFactor: factor } }
        : {}),
      salaryScale: salaryScales(table, tableIndex),
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

function amountLine(type: 'bedrag' | 'percentage', amount: string | null): Json[] {
  const value = number(amount);
  if (value === undefined) return [];
  return [
    type === 'percentage'
      ? {
          amount: {
            value,
            unitCode: 'Percentage',
            baseAmount: { unitCode: 'HourlyRate', baseType: 'BaseWage' },
          },
          interval: { value: 1, unitCode: 'Hour' },
        }
      : { amount: { value, unitCode: 'Euro', baseAmount: { unitCode: 'Fixed' } } },
  ];
}

function text(...parts: Array<string | null | undefined>): string | undefined {
  const joined = parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' — ');
  return joined === '' ? undefined : joined;
}

function arrangements(scheme: InlenersCao) {
  const allowance: Json[] = [];
  const other: Json[] = [];
  const id = (value: string) => ({ value: `${scheme.guid}-${value}`, schemeAgencyId: 'Customer' });
  scheme.werksoorts.forEach((werksoort, index) => {
    const group = werksoortGroup(werksoort.name);
    const code = group === null ? undefined : ALLOWANCE_CODES[group.code];
    const description = text(werksoort.comment);
    const common = {
      id: id(`W${index + 1}`),
      name: text(werksoort.name, group?.description, werksoort.description) ?? werksoort.name,
      origin: origin(scheme),
      effectivePeriod: period(werksoort.start_date, werksoort.end_date),
    };
    const line = amountLine(werksoort.type, werksoort.amount);
    if (code === undefined) {
      other.push({
        ...common,
        ...(line.length > 0 ? { line } : {}),
        ...(description ? { description } : {}),
      });
    } else {
      allowance.push({
        ...common,
        typeCode: code,
        ...(line.length > 0 ? { line } : {}),
        ...(description ? { description } : {}),
      });
    }
  });
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
    other.push({
      id: id(`EU${index + 1}`),
      name: `Eenmalige uitkering: ${bonus.description}`,
      origin: origin(scheme),
      effectivePeriod: period(bonus.bonus_date, bonus.bonus_date),
      line: amountLine(bonus.bonus_type === 'percentage' ? 'percentage' : 'bedrag', bonus.amount).map(
        (line) => ({
          ...line,
          interval: { value: 1, unitCode: 'Once' },
        }),
      ),
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
  const combination = scheme.timesheet_overtime_interaction;
  if (combination !== null && combination !== 'Geen') {
    other.push({
      id: id('SAMENLOOP'),
      name: 'Samenloop toeslagen',
      origin: origin(scheme),
      // In words, as the portal shows it ('Alleen de hoogste toeslag geldt'), never the code ('highest').
      description: `Bij samenloop van toeslagen: ${BONUS_COMBINATION_LABELS[combination]}`,
    });
  }
  return { allowance, other };
}

/** The SETU message of one scheme version, issued at `issued`. */
export function toSetuInquiryPayEquity(scheme: InlenersCao, hirer: { kvkNr: string }, issued: Date): Json {
  const { allowance, other } = arrangements(scheme);
  const vacation = number(scheme.vacation_time_amount);
  const holidayAllowance = number(scheme.vacation_allowance);
  const positions = positionProfiles(scheme);
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
    ...(vacation === undefined
      ? {}
      : {
          leave: [
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
                },
              ],
            },
          ],
        }),
    ...(other.length > 0 ? { otherArrangement: other } : {}),
  };
}
