import { parseDutchDate, type IsoDate } from '@beloning/core/format';
import {
  bulkIncreaseSchema,
  increaseStepSchema,
  readRoundingMode,
  type BulkIncrease,
  type DatedIncreaseStep,
} from '@beloning/core/salary';
import { MESSAGES } from '@beloning/core/rules';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { applySchemeEdit } from '../../schemes/apply-edit.js';
import { DatedIncreaseRefusal, planDatedIncreaseEdit } from '../../schemes/increase-plan.js';
import { schemeUpdatePayload } from '../../schemes/scheme-payload.js';
import { parseSchemeGuid } from '../schemes/describe.js';

export interface TablesIncreaseOptions {
  scheme: string;
  percentage?: string;
  /** Repeatable: a bare amount ('0,10') for every payscale, or one payscale's ('LG1=0,25'). */
  amount?: string[];
  /** The date the raise takes effect (DD-MM-YYYY): required; the tables current then get follow-ups. */
  per?: string;
  /** The end date of the follow-up tables (DD-MM-YYYY). */
  endDate?: string;
  round?: string;
  decimals?: string;
  table?: string;
  dryRun?: boolean;
  force?: boolean;
}

export const INCREASE_MESSAGES = {
  noPer: [
    'Een verhoging gaat in op een datum: geef --per DD-MM-JJJJ, bijvoorbeeld --per 01-07-2026.',
    'De tabellen die dan lopen krijgen een vervolgtabel vanaf die datum met de verhoogde lonen; tabellen die',
    'eerder eindigen blijven zoals ze zijn.',
    '  beloning tables increase <guid> --per 01-07-2026 --end-date 31-12-2026 --percentage 2,5',
  ],
  perStep: 'Geef --percentage, --amount of beide (eerst het percentage, dan het bedrag).',
  oneBareAmount: 'Geef --amount hooguit één keer zonder schaal; per schaal: --amount LG1=0,25.',
  emptyPayscale: (value: string) =>
    `Ongeldig bedrag '${value}' bij --amount: gebruik SCHAAL=BEDRAG, bijvoorbeeld LG1=0,25.`,
  twicePayscale: (key: string) => `Schaal '${key}' staat meer dan eens bij --amount.`,
  date: (option: string, value: string) => `Ongeldige datum '${value}' bij ${option}: gebruik DD-MM-JJJJ.`,
  force: 'Met --force slaat u het toch op.',
  caoRounds:
    'Let op: een cao rondt vaak anders af (per stap, of jeugdlonen naar verhouding). Is de nieuwe cao-tabel ' +
    'gepubliceerd, neem die dan exact over met beloning tables import.',
  round: (value: string) => `Ongeldige afronding '${value}': kies wiskundig, omhoog of omlaag.`,
  decimals: (value: string) => `Ongeldig aantal decimalen '${value}': geef een geheel getal van 0 tot 100.`,
  number: (option: string, value: string) =>
    `Ongeldig getal '${value}' bij ${option}: gebruik bijvoorbeeld 2,5 of 0,25.`,
} as const;

/** The rounding options as core's increaseRoundingSchema reads them; usage errors in Dutch. */
function parseRounding(options: TablesIncreaseOptions): BulkIncrease['rounding'] {
  const mode = readRoundingMode(options.round ?? 'mathematical');
  if (mode === null) throw new CliError(INCREASE_MESSAGES.round(options.round ?? ''), EXIT.usage);
  const decimalsText = options.decimals?.trim();
  if (decimalsText !== undefined && !/^\d+$/.test(decimalsText)) {
    throw new CliError(INCREASE_MESSAGES.decimals(options.decimals ?? ''), EXIT.usage);
  }
  const parsed = bulkIncreaseSchema.shape.rounding.safeParse({
    mode,
    ...(decimalsText === undefined ? {} : { decimals: Number(decimalsText) }),
  });
  if (!parsed.success) throw new CliError(INCREASE_MESSAGES.decimals(options.decimals ?? ''), EXIT.usage);
  return parsed.data;
}

/** One typed number of a step as core's increaseStepSchema reads it ('2,5', '0.25'; '1.250' is refused). */
function stepValue(type: 'percentage' | 'amount', option: string, value: string): string {
  const parsed = increaseStepSchema.safeParse({ type, value });
  if (parsed.success) return parsed.data.value;
  // A value core reads two ways ('1.250') gets core's message naming both readings; other bad values the usage hint.
  const message = parsed.error.issues[0]?.message;
  const twoWay = message !== undefined && message !== MESSAGES.numeric && message !== MESSAGES.required;
  throw new CliError(twoWay ? `${message} (${option})` : INCREASE_MESSAGES.number(option, value), EXIT.usage);
}

/** A dated raise as the options give it: the date, the end date of the follow-ups, the ordered steps. */
export interface DatedIncreaseOptions {
  per: IsoDate;
  endDate: IsoDate | null;
  steps: DatedIncreaseStep[];
  rounding: BulkIncrease['rounding'];
}

function optionDate(option: string, text: string): IsoDate {
  const date = parseDutchDate(text);
  if (date === null) throw new CliError(INCREASE_MESSAGES.date(option, text), EXIT.usage);
  return date;
}

/**
 * The options of a raise per date: --per and --end-date (DD-MM-YYYY), a percentage and then an amount (both
 * optional, at least one): `--amount 0,10` for every payscale and `--amount LG1=0,25` for one, repeatable;
 * rounded once at the end. Usage errors in Dutch.
 */
export function parseDatedIncreaseOptions(
  options: TablesIncreaseOptions & { per: string },
): DatedIncreaseOptions {
  const per = optionDate('--per', options.per);
  const endDate = options.endDate === undefined ? null : optionDate('--end-date', options.endDate);
  const amounts = options.amount ?? [];
  if (options.percentage === undefined && amounts.length === 0) {
    throw new CliError(INCREASE_MESSAGES.perStep, EXIT.usage);
  }
  const rounding = parseRounding(options);
  const steps: DatedIncreaseStep[] = [];
  if (options.percentage !== undefined) {
    steps.push({ type: 'percentage', value: stepValue('percentage', '--percentage', options.percentage) });
  }
  if (amounts.length > 0) {
    let bare: string | undefined;
    const payscales: Record<string, string> = {};
    const seen = new Set<string>();
    for (const text of amounts) {
      const equals = text.indexOf('=');
      if (equals === -1) {
        if (bare !== undefined) throw new CliError(INCREASE_MESSAGES.oneBareAmount, EXIT.usage);
        bare = stepValue('amount', '--amount', text);
        continue;
      }
      const key = text.slice(0, equals).trim();
      if (key === '') throw new CliError(INCREASE_MESSAGES.emptyPayscale(text), EXIT.usage);
      if (seen.has(key.toLocaleUpperCase('nl-NL'))) {
        throw new CliError(INCREASE_MESSAGES.twicePayscale(key), EXIT.usage);
      }
      seen.add(key.toLocaleUpperCase('nl-NL'));
      payscales[key] = stepValue('amount', `--amount ${key}=`, text.slice(equals + 1));
    }
    steps.push({ type: 'amount', value: bare ?? '0', ...(seen.size > 0 ? { payscales } : {}) });
  }
  return { per, endDate, steps, rounding };
}

/**
 * `beloning tables increase <guid> --per DD-MM-YYYY ...`: core's planDatedIncrease on the scheme's
 * tables (follow-ups from the date; tables that ended before it untouched), checked with core's rules, shown,
 * and unless --dry-run saved as one new version. Without --per it is a usage error: a raise starts on a date,
 * and a raise in place would rewrite periods already paid. Every refusal is Dutch; nothing is saved then.
 */
export async function tablesIncrease(ctx: Context, options: TablesIncreaseOptions): Promise<ExitCode> {
  const { per } = options;
  if (per === undefined) throw new CliError([...INCREASE_MESSAGES.noPer], EXIT.usage);
  const guid = parseSchemeGuid(options.scheme);
  const increase = parseDatedIncreaseOptions({ ...options, per });
  const { client } = await connect(ctx, { requireLogin: true });
  const scheme = await client.schemes.get(guid);
  let edit;
  try {
    edit = planDatedIncreaseEdit(scheme, schemeUpdatePayload(scheme), {
      ...increase,
      table: options.table ?? null,
      force: options.force ?? false,
    });
  } catch (error) {
    if (error instanceof DatedIncreaseRefusal) {
      const beyond = error.errors.some(({ code }) => code === 'beyond_bound');
      throw new CliError(
        [
          'Er is niets opgeslagen:',
          ...error.errors.map(({ message }) => `  ${message}`),
          ...(beyond ? [INCREASE_MESSAGES.force] : []),
        ],
        EXIT.validation,
      );
    }
    throw error;
  }
  const exitCode = await applySchemeEdit(ctx, client, scheme, edit, {
    dryRun: options.dryRun ?? false,
    force: options.force ?? false,
  });
  // A table that follows the cao gets the cao's raise by core's maths, which need not be the cao's own table.
  if (edit.changes.some((change) => change.action === 'follow-up' && change.table.conform === 'CAO')) {
    ctx.out.info(INCREASE_MESSAGES.caoRounds);
  }
  return exitCode;
}
