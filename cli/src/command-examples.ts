import type { Command } from 'commander';

/**
 * The examples at the end of every command's --help (clig.dev: 'lead with examples'), keyed by command path
 * ('' is `beloning` itself, 'tables import' is `beloning tables import`). A line starting with '#' says what
 * the next line does. A command without an entry here fails `command-examples.test.ts`, so a new command
 * brings its example.
 */
export const COMMAND_EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  '': [
    'beloning login --url http://localhost:3000',
    'beloning caos list --latest --json',
    'beloning tables import <guid> lonen/*.csv --dry-run',
    'beloning tables increase <guid> --per 01-07-2026 --percentage 2,5 --round omhoog',
    'beloning fixtures validate fixtures/caos',
  ],
  login: [
    '# vraagt gebruikersnaam en wachtwoord (verborgen)',
    'beloning login --url http://localhost:3000',
    '# in een script: het wachtwoord van stdin',
    'printf %s "$WACHTWOORD" | beloning login --username admin@voorbeeld.nl --password-stdin',
    'beloning login --agency',
  ],
  logout: ['beloning logout'],
  whoami: ['beloning whoami', 'beloning whoami --json'],
  caos: ['beloning caos list --latest', 'beloning caos show 12'],
  'caos list': ['beloning caos list --latest', 'beloning caos list --limit 5 --json'],
  'caos show': ['beloning caos show 12', 'beloning caos show 12 --json'],
  schemes: ['beloning schemes list', 'beloning schemes show <guid>'],
  'schemes list': [
    'beloning schemes list',
    '# de GUID van de eerste regeling, voor een script',
    "beloning schemes list --json | jq -r '.[0].guid'",
  ],
  'schemes show': ['beloning schemes show <guid>', 'beloning schemes show <guid> --version 2 --json'],
  'schemes versions': ['beloning schemes versions <guid>'],
  'schemes create': [
    '# toon wat er wordt aangemaakt, zonder op te slaan',
    'beloning schemes create --from regeling.json --dry-run',
    '# de nieuwe GUID in een variabele, voor een script',
    'GUID=$(beloning schemes create --from regeling.json --akkoord)',
  ],
  'schemes links': [
    'beloning schemes links list <guid>',
    'beloning schemes links add <guid> --kvk 69599084 --email planning@uitzendbureau.nl',
  ],
  'schemes links list': ['beloning schemes links list <guid>', 'beloning schemes links list <guid> --json'],
  'schemes links add': [
    'beloning schemes links add <guid> --kvk 69599084 --email planning@uitzendbureau.nl',
    '# dezelfde uitlener aan meer regelingen (één KVK-opzoeking)',
    'beloning schemes links add <guid1> <guid2> <guid3> --kvk 69599084 --email planning@uitzendbureau.nl',
  ],
  'schemes links disable': ['beloning schemes links disable <guid> --kvk 69599084'],
  'schemes export': [
    'beloning schemes export <guid> --format setu --out regeling.setu.json',
    'beloning schemes export <guid> --format csv > lonen.csv',
    'beloning schemes export <guid> --format pakket-csv --out pakket.csv',
  ],
  'schemes import-setu': [
    'beloning schemes import-setu bericht.setu.json --dry-run',
    'beloning schemes import-setu bericht.setu.json --akkoord',
  ],
  tables: [
    'beloning tables import <guid> lonen/*.csv --dry-run',
    'beloning tables export <guid> --dir lonen',
  ],
  'tables import': [
    '# toon wat er verandert, zonder op te slaan',
    'beloning tables import <guid> lonen/*.csv --dry-run',
    'beloning tables import <guid> nieuw.csv --table "Loontabel 2027" --active-per 01-01-2027 --end-date 31-12-2027',
  ],
  'tables export': [
    '# alle loontabellen in één bestand (met BOM, voor Excel)',
    'beloning tables export <guid> --out lonen.csv',
    '# één bestand per loontabel in de map lonen',
    'beloning tables export <guid> --dir lonen --layout breed',
  ],
  'tables increase': [
    '# +3 %, dan € 0,25 op LG1, € 0,15 op LG2 en € 0,10 op de andere schalen, per 1 juli 2026',
    'beloning tables increase <guid> --per 01-07-2026 --end-date 31-12-2026 \\',
    '  --percentage 3 --amount LG1=0,25 --amount LG2=0,15 --amount 0,10',
  ],
  compliances: ['beloning compliances list', 'beloning compliances show 3'],
  'compliances list': ['beloning compliances list', 'beloning compliances list --limit 10 --json'],
  'compliances show': ['beloning compliances show 3', 'beloning compliances show 3 --json'],
  shared: ['beloning shared list', 'beloning shared export <guid> --format setu --out regeling.setu.json'],
  'shared list': ['beloning shared list', 'beloning shared list --limit 10 --json'],
  'shared show': ['beloning shared show <guid>', 'beloning shared show <guid> --version 1'],
  'shared export': [
    'beloning shared export <guid> --format setu --out regeling.setu.json',
    'beloning shared export <guid> --format csv --out lonen.csv',
    'beloning shared export <guid> --format pakket-csv --out pakket.csv',
  ],
  wizard: ['beloning wizard', 'beloning wizard --short', 'beloning wizard <guid>'],
  fixtures: ['beloning fixtures validate'],
  'fixtures validate': [
    'beloning fixtures validate',
    'beloning fixtures validate fixtures/caos/schoonmaak-glazenwassers.json',
  ],
  completion: [
    '# bash: in ~/.bashrc',
    'source <(beloning completion bash)',
    '# zsh: in ~/.zshrc (na compinit), of als bestand _beloning in een map van $fpath',
    'source <(beloning completion zsh)',
    'beloning completion zsh > "${fpath[1]}/_beloning"',
  ],
};

/** The path of a command as the table keys it: 'tables import'; '' for the program. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at?.parent != null; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/** Every command under (and with) `program`, depth first, as commander has them registered. */
export function allCommands(program: Command): Command[] {
  return [program, ...program.commands.flatMap((command) => allCommands(command))];
}

/** The command lines of an example list: not a comment ('#') and not the continuation of a line ('  '). */
export function exampleCalls(lines: readonly string[]): string[] {
  return lines.filter((line) => !line.startsWith('#') && !line.startsWith(' '));
}

/** 'Voorbeeld:' or 'Voorbeelden:' and the lines, indented; comments as they are. */
export function examplesHelp(lines: readonly string[]): string {
  const count = exampleCalls(lines).length;
  return [count === 1 ? 'Voorbeeld:' : 'Voorbeelden:', ...lines.map((line) => `  ${line}`)].join('\n');
}

/** Adds each command's examples to the end of its --help. */
export function addExamples(program: Command): void {
  for (const command of allCommands(program)) {
    const lines = COMMAND_EXAMPLES[commandPath(command)];
    if (lines !== undefined) command.addHelpText('after', `\n${examplesHelp(lines)}`);
  }
}
