import Papa from 'papaparse';
import { formatDutchDate, type IsoDate } from '../format/dates.js';
import {
  PACKAGE_BLOCKS,
  type EquivalentPackage,
  type LeaveLine,
  type PackageBlock,
  type PackageOrigin,
} from '../schemas/equivalent-package.js';
import { COMPLETENESS_STATUS_LABELS, packageBlockStatus } from '../schemas/package-completeness.js';
import {
  AMOUNT_PER_LABELS,
  AMOUNT_UNIT_LABELS,
  BASE_TYPE_LABELS,
  CONTRIBUTOR_LABELS,
  LEAVE_PER_LABELS,
  LEAVE_UNIT_LABELS,
  OTHER_TYPE_LABELS,
  PACKAGE_BLOCK_LABELS,
  PACKAGE_FIELD_LABELS as L,
  PACKAGE_ORIGIN_LABELS,
  SUPPLEMENTARY_TYPE_LABELS,
  SUSTAINABILITY_TYPE_LABELS,
} from '../schemas/package-labels.js';
import { needsFormulaGuard } from './cells.js';
import type { CsvDelimiter } from './delimiter.js';

/**
 * The gelijkwaardige-beloning package of a scheme version as a CSV for a payroll administrator in Excel
 * (issue 21): one row per value or list line, each row saying its block, the block's status and origin and
 * its validity, so a filter on any column keeps whole facts. Column names and words are core's Dutch labels
 * (package-labels.ts); numbers are written as saved with a decimal comma ('15,9'), never rounded; dates
 * DD-MM-JJJJ; ticks 'ja' or 'nee'. A block that is not filled in is one row 'nog niet ingevuld' and nothing
 * else: a version saved before the package gets eight such rows, never a value.
 *
 * It is a report, not an import format: the package travels exactly in the JSON and SETU exports, which the
 * imports read. It is a separate file from the salary-table CSV, which `tables import` reads back.
 */

export type PackageCsvColumn =
  | 'block'
  | 'status'
  | 'origin'
  | 'start'
  | 'end'
  | 'field'
  | 'line'
  | 'type'
  | 'name'
  | 'value'
  | 'unit'
  | 'per'
  | 'paidBy'
  | 'note';

/** The columns in order, with their Dutch headings. */
export const PACKAGE_CSV_COLUMNS: Readonly<Record<PackageCsvColumn, string>> = {
  block: 'Onderdeel',
  status: 'Status',
  origin: L.origin,
  start: L.start_date,
  end: L.end_date,
  field: 'Gegeven',
  line: 'Regel',
  type: L.type,
  name: L.name,
  value: 'Waarde',
  unit: L.unit,
  per: L.per,
  paidBy: L.paid_by,
  note: L.description,
};

const ORDER = Object.keys(PACKAGE_CSV_COLUMNS) as PackageCsvColumn[];

export interface ExportPackageCsvOptions {
  /** Default ';', what Dutch Excel expects. */
  delimiter?: CsvDelimiter;
  /** Write '15,9' instead of '15.9'; default true. */
  decimalComma?: boolean;
  /** Start with a UTF-8 byte order mark so Excel reads 'ë' and '€' correctly; default true. */
  bom?: boolean;
}

/** The cells of one row within a block; the block's own columns are added by the writer. */
type Cells = Partial<
  Record<Exclude<PackageCsvColumn, 'block' | 'status' | 'origin' | 'start' | 'end'>, string>
>;

const UNIT_PERCENT = AMOUNT_UNIT_LABELS.procent;
const UNIT_EURO = AMOUNT_UNIT_LABELS.euro;
const UNIT_DAYS = LEAVE_UNIT_LABELS.dagen;
const yesNo = (value: boolean) => (value ? 'ja' : 'nee');
const line = (index: number) => String(index + 1);

/** The rows of one filled block, as cells; `number` writes a wire decimal as the file wants it. */
function blockRows<K extends PackageBlock>(
  block: K,
  value: NonNullable<EquivalentPackage[K]>,
  number: (wire: string) => string,
): Cells[] {
  const v = value as NonNullable<EquivalentPackage[PackageBlock]>;
  switch (block) {
    case 'sick_pay': {
      const sick = v as NonNullable<EquivalentPackage['sick_pay']>;
      return [
        { field: L.waiting_days, value: String(sick.waiting_days), unit: UNIT_DAYS },
        ...sick.periods.map((period, index) => ({
          field: L.periods,
          line: line(index),
          name: `${L.from_month} ${period.from_month}`,
          value: number(period.percentage),
          unit: UNIT_PERCENT,
        })),
      ];
    }
    case 'leave': {
      const leave = v as NonNullable<EquivalentPackage['leave']>;
      const lines = (['public_holidays', 'special_leave', 'parental_leave', 'extra_leave'] as const).flatMap(
        (key) =>
          (leave[key] ?? []).map((item: LeaveLine, index) => ({
            field: L[key],
            line: line(index),
            name: item.name,
            value: number(item.amount),
            unit: LEAVE_UNIT_LABELS[item.unit],
            per: LEAVE_PER_LABELS[item.per],
            note: item.description ?? '',
          })),
      );
      const day =
        leave.leave_day_value === null || leave.leave_day_value === undefined
          ? []
          : [{ field: L.leave_day_value, value: number(leave.leave_day_value), unit: UNIT_PERCENT }];
      return [...lines, ...day];
    }
    case 'pension': {
      const pension = v as NonNullable<EquivalentPackage['pension']>;
      return [
        { field: L.fund, name: pension.name },
        { field: L.employer_percentage, value: number(pension.employer_percentage), unit: UNIT_PERCENT },
        { field: L.employee_percentage, value: number(pension.employee_percentage), unit: UNIT_PERCENT },
        pension.franchise === null
          ? { field: L.franchise, note: 'geen franchise' }
          : {
              field: L.franchise,
              value: number(pension.franchise),
              unit: UNIT_EURO,
              per: AMOUNT_PER_LABELS.jaar,
            },
      ];
    }
    case 'ikb': {
      const ikb = v as NonNullable<EquivalentPackage['ikb']>;
      return [
        ...ikb.parts.map((part, index) => ({
          field: L.parts,
          line: line(index),
          name: part.name,
          value: number(part.percentage),
          unit: UNIT_PERCENT,
        })),
        ...ikb.spending.map((option, index) => ({
          field: L.spending,
          line: line(index),
          note: option.description,
        })),
      ];
    }
    case 'sustainable_employability':
    case 'other': {
      const items = (v as NonNullable<EquivalentPackage['sustainable_employability' | 'other']>).items;
      return items.map((item, index) => ({
        field: L.items,
        line: line(index),
        type:
          block === 'other'
            ? OTHER_TYPE_LABELS[item.type as keyof typeof OTHER_TYPE_LABELS]
            : SUSTAINABILITY_TYPE_LABELS[item.type as keyof typeof SUSTAINABILITY_TYPE_LABELS],
        name: item.name,
        value: item.amount === null ? '' : number(item.amount),
        unit: item.unit === null ? '' : AMOUNT_UNIT_LABELS[item.unit],
        per: item.per === null ? '' : AMOUNT_PER_LABELS[item.per],
        note: item.description ?? '',
      }));
    }
    case 'supplementary': {
      const items = (v as NonNullable<EquivalentPackage['supplementary']>).items;
      return items.map((item, index) => ({
        field: L.items,
        line: line(index),
        type: SUPPLEMENTARY_TYPE_LABELS[item.type],
        value: item.percentage === null ? '' : number(item.percentage),
        unit: item.percentage === null ? '' : UNIT_PERCENT,
        paidBy: item.paid_by === null ? '' : CONTRIBUTOR_LABELS[item.paid_by],
        note: item.description,
      }));
    }
    case 'base_definitions': {
      const bases = (v as NonNullable<EquivalentPackage['base_definitions']>).bases;
      return bases.flatMap((base, index) => {
        const common = { field: L.bases, line: line(index), type: BASE_TYPE_LABELS[base.base] };
        const note = base.description ?? '';
        const codes = base.allowances ?? [];
        return [
          { ...common, name: L.wage, value: yesNo(base.wage), note },
          { ...common, name: L.holiday_allowance, value: yesNo(base.holiday_allowance), note },
          { ...common, name: L.leave_days, value: yesNo(base.leave_days), note },
          { ...common, name: L.all_allowances, value: yesNo(base.all_allowances), note },
          ...(codes.length === 0 ? [] : [{ ...common, name: L.allowances, value: codes.join(', '), note }]),
        ];
      });
    }
  }
  return [];
}

function guarded(value: string): string {
  return needsFormulaGuard(value) ? `'${value}` : value;
}

/** The package as rows: the headings, then per block in PACKAGE_BLOCKS' order its rows. */
export function packageCsvRows(
  pack: EquivalentPackage | null | undefined,
  options: Pick<ExportPackageCsvOptions, 'decimalComma'> = {},
): string[][] {
  const number =
    (options.decimalComma ?? true) ? (wire: string) => wire.replace('.', ',') : (wire: string) => wire;
  const rows: string[][] = [ORDER.map((column) => PACKAGE_CSV_COLUMNS[column])];
  for (const block of PACKAGE_BLOCKS) {
    const value = pack?.[block] as
      | (NonNullable<EquivalentPackage[PackageBlock]> & {
          origin: PackageOrigin;
          start_date?: IsoDate | null;
          end_date?: IsoDate | null;
          description?: string | null;
        })
      | undefined;
    const status = COMPLETENESS_STATUS_LABELS[packageBlockStatus(value)];
    const own = {
      block: PACKAGE_BLOCK_LABELS[block],
      status,
      origin: value === undefined ? '' : PACKAGE_ORIGIN_LABELS[value.origin],
      start: value?.start_date ? formatDutchDate(value.start_date) : '',
      end: value?.end_date ? formatDutchDate(value.end_date) : '',
    };
    const cells: Cells[] =
      value === undefined
        ? [{}]
        : [
            ...blockRows(block, value, number),
            ...(value.description ? [{ field: L.description, note: value.description }] : []),
          ];
    for (const row of cells) {
      const full: Record<PackageCsvColumn, string> = { ...own, ...row } as Record<PackageCsvColumn, string>;
      rows.push(ORDER.map((column) => guarded(full[column] ?? '')));
    }
  }
  return rows;
}

/**
 * The package of a scheme version as CSV (see the top of this file): Dutch Excel by default (';', decimal
 * comma, byte order mark), CRLF line ends; a cell holding the separator, a quote or a line break is quoted.
 */
export function exportPackageCsv(
  pack: EquivalentPackage | null | undefined,
  options: ExportPackageCsvOptions = {},
): string {
  const { delimiter = ';', bom = true } = options;
  const text = Papa.unparse(packageCsvRows(pack, options), {
    delimiter,
    newline: '\r\n',
    header: false,
    quotes: false,
  });
  return `${bom ? '\uFEFF' : ''}${text}\r\n`;
}
