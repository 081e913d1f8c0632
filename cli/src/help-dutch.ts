import type { Argument, Help, Option } from 'commander';

/**
 * Commander's help in Dutch, in one place: the headings, the usage line and what commander adds to a
 * description ('(default: ...)' and the like). program.ts passes these to `configureHelp`, which every
 * command inherits; commander's error messages are translated in errors.ts (`usageFailure`).
 */

const HEADINGS: Readonly<Record<string, string>> = {
  'Usage:': 'Gebruik:',
  'Options:': 'Opties:',
  'Commands:': "Commando's:",
  'Arguments:': 'Argumenten:',
  'Global Options:': 'Algemene opties:',
};

/** A value as the help shows it: text without quotes, anything else as JSON. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(shown).join(' ');
  return JSON.stringify(value);
}

function withExtra(description: string, extra: readonly string[]): string {
  if (extra.length === 0) return description;
  const suffix = `(${extra.join(', ')})`;
  return description ? `${description} ${suffix}` : suffix;
}

/** Commander's Help.optionDescription with Dutch words: '(standaard: ...)', '(keuzes: ...)'. */
export function optionDescription(option: Option): string {
  const extra: string[] = [];
  if (option.argChoices) extra.push(`keuzes: ${option.argChoices.join(', ')}`);
  if (option.defaultValue !== undefined) {
    // As commander: a negated or plain flag's default is for the programmer, not the user.
    const showDefault =
      option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean');
    if (showDefault) extra.push(`standaard: ${option.defaultValueDescription ?? shown(option.defaultValue)}`);
  }
  if (option.presetArg !== undefined && option.optional)
    extra.push(`zonder waarde: ${shown(option.presetArg)}`);
  if (option.envVar !== undefined) extra.push(`omgeving: ${option.envVar}`);
  return withExtra(option.description, extra);
}

/** Commander's Help.argumentDescription with Dutch words. */
export function argumentDescription(argument: Argument): string {
  const extra: string[] = [];
  if (argument.argChoices) extra.push(`keuzes: ${argument.argChoices.join(', ')}`);
  if (argument.defaultValue !== undefined) {
    extra.push(`standaard: ${argument.defaultValueDescription ?? shown(argument.defaultValue)}`);
  }
  return withExtra(argument.description, extra);
}

function dutchUsage(usage: string): string {
  return usage.replace(/\[options\]/g, '[opties]').replace(/\[command\]/g, '[commando]');
}

/** The help configuration of every command (commander copies it to each subcommand). */
export const DUTCH_HELP: Partial<Help> = {
  showGlobalOptions: true,
  styleTitle: (title) => HEADINGS[title] ?? title,
  styleSubcommandTerm: dutchUsage,
  styleUsage: dutchUsage,
  optionDescription,
  argumentDescription,
};

/** The help option and help command, in Dutch. */
export const HELP_OPTION = ['-h, --help', 'toon hulp bij dit commando'] as const;
export const HELP_COMMAND = [
  'help [commando...]',
  'toon hulp bij een commando, ook bij een subcommando (help tables import)',
] as const;
