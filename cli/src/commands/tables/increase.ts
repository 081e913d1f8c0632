import { bulkIncreaseSchema, ROUNDING_MODES, type BulkIncrease } from '@beloning/core/salary';
import { MESSAGES } from '@beloning/core/rules';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { applySchemeEdit } from '../../schemes/apply-edit.js';
import { planIncrease, UnknownTableError } from '../../schemes/increase-plan.js';
import { schemeUpdatePayload } from '../../schemes/scheme-payload.js';
import { parseSchemeGuid } from '../schemes/describe.js';

export interface TablesIncreaseOptions {
  scheme: string;
  percentage?: string;
  amount?: string;
  round?: string;
  decimals?: string;
  table?: string;
  dryRun?: boolean;
  force?: boolean;
}

export const INCREASE_MESSAGES = {
  oneStep: 'Geef --percentage of --amount (één van beide).',
  round: (value: string) =>
    `Ongeldige afronding '${value}': kies ${ROUNDING_MODES.join(', ').replace(/, (?=[^,]*$)/, ' of ')}.`,
  decimals: (value: string) => `Ongeldig aantal decimalen '${value}': geef een geheel getal van 0 tot 100.`,
  number: (option: string, value: string) =>
    `Ongeldig getal '${value}' bij ${option}: gebruik bijvoorbeeld 2,5 of 0,25.`,
} as const;

/**
 * The options as core's bulkIncreaseSchema reads them: one step (a percentage or an amount, Dutch '2,5' or
 * '2.5'), rounding mathematical (default), up or down, 0 to 100 decimals (default 2). Usage errors in Dutch.
 */
export function parseIncreaseOptions(options: TablesIncreaseOptions): BulkIncrease {
  const { percentage, amount } = options;
  if ((percentage === undefined) === (amount === undefined))
    throw new CliError(INCREASE_MESSAGES.oneStep, EXIT.usage);
  const step =
    percentage !== undefined
      ? { type: 'percentage' as const, value: percentage, option: '--percentage' }
      : { type: 'amount' as const, value: amount ?? '', option: '--amount' };
  const mode = (options.round ?? 'mathematical').trim().toLowerCase();
  if (!(ROUNDING_MODES as readonly string[]).includes(mode)) {
    throw new CliError(INCREASE_MESSAGES.round(options.round ?? ''), EXIT.usage);
  }
  const decimalsText = options.decimals?.trim();
  if (decimalsText !== undefined && !/^\d+$/.test(decimalsText)) {
    throw new CliError(INCREASE_MESSAGES.decimals(options.decimals ?? ''), EXIT.usage);
  }
  const parsed = bulkIncreaseSchema.safeParse({
    steps: [{ type: step.type, value: step.value }],
    rounding: { mode, ...(decimalsText === undefined ? {} : { decimals: Number(decimalsText) }) },
  });
  if (parsed.success) return parsed.data;
  const inRounding = parsed.error.issues.some((issue) => issue.path[0] === 'rounding');
  // A value core reads two ways ('1.250') gets core's message naming both readings; other bad values the usage hint.
  const valueMessage = parsed.error.issues.find((issue) => issue.path[0] === 'steps')?.message;
  const twoWay =
    valueMessage !== undefined && valueMessage !== MESSAGES.numeric && valueMessage !== MESSAGES.required;
  throw new CliError(
    inRounding
      ? INCREASE_MESSAGES.decimals(options.decimals ?? '')
      : twoWay
        ? `${valueMessage} (${step.option})`
        : INCREASE_MESSAGES.number(step.option, step.value),
    EXIT.usage,
  );
}

/**
 * `beloning tables increase --scheme <guid> (--percentage P | --amount A) [--round ...] [--decimals N]
 * [--table NAME] [--dry-run]`: core's increaseFullTable on the newest table of each name (or of one name),
 * checked with core's rules, shown, and unless --dry-run saved as one new version.
 */
export async function tablesIncrease(ctx: Context, options: TablesIncreaseOptions): Promise<ExitCode> {
  const guid = parseSchemeGuid(options.scheme);
  const increase = parseIncreaseOptions(options);
  const { client } = await connect(ctx, { requireLogin: true });
  const scheme = await client.schemes.get(guid);
  let edit;
  try {
    edit = planIncrease(scheme, schemeUpdatePayload(scheme), increase, options.table);
  } catch (error) {
    if (error instanceof UnknownTableError) {
      throw new CliError([error.message, `Loontabellen: ${error.known.join(', ')}`], EXIT.failure);
    }
    throw error;
  }
  return applySchemeEdit(ctx, client, scheme, edit, {
    dryRun: options.dryRun ?? false,
    force: options.force ?? false,
  });
}
