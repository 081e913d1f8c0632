import { formatEuro } from '../format/numbers.js';
import type {
  BASE_TYPES,
  EquivalentPackage,
  LeaveLine,
  OTHER_TYPES,
  PackageOrigin,
  SUPPLEMENTARY_TYPES,
  SUSTAINABILITY_TYPES,
} from '../schemas/equivalent-package.js';
import {
  OTHER_TYPE_LABELS,
  PACKAGE_BLOCK_LABELS,
  SUPPLEMENTARY_TYPE_LABELS,
} from '../schemas/package-labels.js';

/**
 * The gelijkwaardige-beloning package (schemas/equivalent-package.ts) as the blocks of a SETU v2.0 message:
 * sickPay, leave, pension, individualChoiceBudget, sustainableEmployability, supplementaryArrangement,
 * otherArrangement and baseDefinition. from-inquiry-pay-equity.ts reads them back; the codes below are the
 * one mapping both use. core/README.md ('SETU v2.0') has the table.
 */

type Json = Record<string, unknown>;

export const SETU_ORIGINS: Record<PackageOrigin, string> = {
  cao: 'CollectiveLabourAgreement',
  cao_avv: 'CollectiveLabourAgreementExtended',
  eigen: 'CustomLabourAgreement',
  onbekend: 'Unknown',
};

export const SETU_SUSTAINABILITY_CODES: Record<(typeof SUSTAINABILITY_TYPES)[number], string> = {
  opleiding: 'Education',
  vitaliteitsbudget: 'VitalityBudget',
  loopbaancoaching: 'CareerCoaching',
  gezondheid: 'ArrangementForHealth',
  mentale_gezondheid: 'ArrangementForMentalHealth',
  financiele_gezondheid: 'ArrangementForFinancialHealth',
  voorlichting: 'InformationProvision',
  outplacement: 'OutplacementPrograms',
  sociale_ondersteuning: 'SocialSupport',
  duurzame_samenleving: 'SustainableSociety',
  overig: 'Other',
};

export const SETU_SUPPLEMENTARY_CODES: Record<(typeof SUPPLEMENTARY_TYPES)[number], string> = {
  paww: 'PAWW',
  generatiepact: 'Generationpact',
  era: 'ERA',
  ongevallenuitkering: 'AccidentBenefit',
  pazw: 'PAZW',
  rvu: 'RVU',
  wga: 'WGA',
};

export const SETU_BASE_CODES: Record<(typeof BASE_TYPES)[number], string> = {
  bruto_salaris: 'GrossSalary',
  gebruikelijk_loon: 'UsualWage',
  basisloon: 'BaseWage',
  sv_loon: 'SocialInsuranceWage',
  vakantietoeslag: 'HolidayAllowance',
  pensioen: 'Pension',
  ziekte: 'SickPay',
  dertiende_maand: '13thMonth',
};

/** The name prefix that carries an other arrangement's kind (SETU has no code list for them). */
export function otherArrangementName(type: (typeof OTHER_TYPES)[number], name: string): string {
  return `${OTHER_TYPE_LABELS[type]}: ${name}`;
}

/** The franchise as the SETU description says it (SETU's Franchise has a description only). */
export function franchiseDescription(amount: string): string {
  return `Franchise ${formatEuro(amount)} per jaar`;
}

/** The offset from the first day of illness at which a sick-pay period starts: month 13 is 'P12M'. */
export function sickPayOffset(fromMonth: number): string {
  return `P${fromMonth - 1}M`;
}

const PER_INTERVAL = { jaar: 'Year', maand: 'Month', keer: 'Once' } as const;

function num(value: string): number {
  return Number(value);
}

function period(from: string | null | undefined, to: string | null | undefined): Json | undefined {
  if (!from && !to) return undefined;
  return { ...(from ? { validFrom: from } : {}), ...(to ? { validTo: to } : {}) };
}

function amountLine(item: {
  amount: string | null;
  unit: 'euro' | 'procent' | null;
  per: 'jaar' | 'maand' | 'keer' | null;
}): Json[] {
  if (item.amount === null || item.unit === null) return [];
  return [
    {
      amount:
        item.unit === 'euro'
          ? { value: num(item.amount), unitCode: 'Euro', baseAmount: { unitCode: 'Fixed' } }
          : {
              value: num(item.amount),
              unitCode: 'Percentage',
              baseAmount: { unitCode: 'YearlyRate', baseType: 'GrossSalary' },
            },
      ...(item.per === null ? {} : { interval: { value: 1, unitCode: PER_INTERVAL[item.per] } }),
    },
  ];
}

/** The value of a leave day as SETU's leaveDayValue: a percentage of the daily wage. */
export function leaveDayValue(percentage: string): Json {
  return { value: num(percentage), unitCode: 'Percentage', baseAmount: { unitCode: 'DailyRate' } };
}

/**
 * The package's blocks of the message of scheme `guid`; `allowanceCode` gives the SETU code of one of the
 * scheme's werksoorten by name (for a base's allowances), undefined when it has none.
 */
export function packageToSetu(
  pack: EquivalentPackage,
  guid: string,
  allowanceCode: (werksoortName: string) => string | undefined,
): Json {
  const common = (
    block: {
      origin: PackageOrigin;
      start_date?: string | null | undefined;
      end_date?: string | null | undefined;
      description?: string | undefined;
    },
    suffix: string,
    name: string,
    withDescription = true,
  ): Json => {
    const effective = period(block.start_date, block.end_date);
    const description = withDescription ? block.description?.trim() : undefined;
    return {
      id: { value: `${guid}-${suffix}`, schemeAgencyId: 'Customer' },
      name,
      origin: { type: SETU_ORIGINS[block.origin] },
      ...(effective ? { effectivePeriod: effective } : {}),
      ...(description ? { description } : {}),
    };
  };
  const bases = new Set(pack.base_definitions?.bases.map((base) => base.base) ?? []);
  const out: Json = {};

  const sick = pack.sick_pay;
  if (sick !== undefined) {
    out.sickPay = [
      {
        ...common(sick, 'ZIEK', PACKAGE_BLOCK_LABELS.sick_pay),
        waitingDays: { value: sick.waiting_days, unitCode: 'Day' },
        line: sick.periods.map((entry) => ({
          amount: {
            value: num(entry.percentage),
            unitCode: 'Percentage',
            baseAmount: { unitCode: 'MonthlyRate', baseType: bases.has('ziekte') ? 'SickPay' : 'UsualWage' },
          },
          conditions: [
            {
              conditionType: 'Occurrence',
              occurrence: {
                occurrenceType: 'Relative',
                event: 'SickLeave',
                offset: sickPayOffset(entry.from_month),
              },
            },
          ],
        })),
      },
    ];
  }

  const leave = pack.leave;
  if (leave !== undefined) {
    const value = leave.leave_day_value ?? null;
    const lines = (list: readonly LeaveLine[] | undefined) =>
      (list ?? []).map((line) => ({
        name: line.name,
        amount: {
          value: num(line.amount),
          unitCode: line.unit === 'dagen' ? 'Day' : 'Hour',
          baseAmount: { unitCode: 'Fixed' },
        },
        interval: { value: 1, unitCode: line.per === 'jaar' ? 'Year' : 'Once' },
        ...(value === null ? {} : { leaveDayValue: leaveDayValue(value) }),
        ...(line.description?.trim() ? { description: line.description.trim() } : {}),
      }));
    const parts: Array<[string, Json[]]> = [
      ['paidLeave', lines(leave.extra_leave)],
      ['holidays', lines(leave.public_holidays)],
      ['specialLeave', lines(leave.special_leave)],
      ['additionalParentalLeave', lines(leave.parental_leave)],
    ];
    out.leave = [
      {
        ...common(leave, 'VERLOF', PACKAGE_BLOCK_LABELS.leave),
        ...Object.fromEntries(parts.filter(([, list]) => list.length > 0)),
      },
    ];
  }

  const pension = pack.pension;
  if (pension !== undefined) {
    const line = (percentage: string, source: 'Employer' | 'Employee') => ({
      amount: {
        value: num(percentage),
        unitCode: 'Percentage',
        baseAmount: { unitCode: 'YearlyRate', baseType: bases.has('pensioen') ? 'Pension' : 'GrossSalary' },
      },
      interval: { value: 1, unitCode: 'Year' },
      contributionSource: source,
    });
    out.pension = [
      {
        ...common(pension, 'PENSIOEN', pension.name),
        line: [line(pension.employer_percentage, 'Employer'), line(pension.employee_percentage, 'Employee')],
        ...(pension.franchise === null
          ? {}
          : { franchise: { description: franchiseDescription(pension.franchise) } }),
      },
    ];
  }

  const ikb = pack.ikb;
  if (ikb !== undefined) {
    out.individualChoiceBudget = [
      {
        ...common(ikb, 'IKB', PACKAGE_BLOCK_LABELS.ikb),
        line: ikb.parts.map((part) => ({
          // The part's name is its id within the IKB, so that other lines can refer to it (ikbReference).
          lineId: { value: part.name },
          amount: {
            value: num(part.percentage),
            unitCode: 'Percentage',
            baseAmount: { unitCode: 'MonthlyRate', baseType: 'GrossSalary' },
          },
          interval: { value: 1, unitCode: 'Month' },
        })),
        ...(ikb.spending.length > 0
          ? { option: ikb.spending.map((option) => ({ description: option.description })) }
          : {}),
      },
    ];
  }

  // The blocks of several arrangements: each item its own arrangement with the block's origin and dates.
  const employability = pack.sustainable_employability;
  if (employability !== undefined) {
    out.sustainableEmployability = employability.items.map((item, index) => {
      const line = amountLine(item);
      return {
        ...common(employability, `DI${index + 1}`, item.name, false),
        typeCode: SETU_SUSTAINABILITY_CODES[item.type],
        ...(line.length > 0 ? { line } : {}),
        ...(item.description?.trim() ? { description: item.description.trim() } : {}),
      };
    });
  }

  const supplementary = pack.supplementary;
  if (supplementary !== undefined) {
    out.supplementaryArrangement = supplementary.items.map((item, index) => ({
      ...common(supplementary, `AR${index + 1}`, SUPPLEMENTARY_TYPE_LABELS[item.type], false),
      typeCode: SETU_SUPPLEMENTARY_CODES[item.type],
      ...(item.percentage === null || item.paid_by === null
        ? {}
        : {
            line: [
              {
                amount: {
                  value: num(item.percentage),
                  unitCode: 'Percentage',
                  baseAmount: { unitCode: 'YearlyRate', baseType: 'GrossSalary' },
                },
                interval: { value: 1, unitCode: 'Year' },
                contributionSource: item.paid_by === 'werkgever' ? 'Employer' : 'Employee',
              },
            ],
          }),
      description: item.description,
    }));
  }

  const other = pack.other;
  if (other !== undefined) {
    out.otherArrangement = other.items.map((item, index) => {
      const line = amountLine(item);
      return {
        ...common(other, `OVR${index + 1}`, otherArrangementName(item.type, item.name), false),
        ...(line.length > 0 ? { line } : {}),
        ...(item.description?.trim() ? { description: item.description.trim() } : {}),
      };
    });
  }

  const definitions = pack.base_definitions;
  if (definitions !== undefined) {
    out.baseDefinition = definitions.bases.map((base) => {
      const codes = [
        ...new Set(
          (base.allowances ?? []).flatMap((name) => {
            const code = allowanceCode(name);
            return code === undefined ? [] : [code];
          }),
        ),
      ];
      return {
        baseType: SETU_BASE_CODES[base.base],
        remunerationIndicator: base.wage,
        holidayAllowanceIndicator: base.holiday_allowance,
        paidLeaveDayIndicator: base.leave_days,
        allAllowancesIndicator: base.all_allowances,
        ...(codes.length > 0 ? { allowances: codes.map((typeCode) => ({ typeCode })) } : {}),
      };
    });
  }
  return out;
}
