import { readFileSync } from 'node:fs';
import { Argument, Command, CommanderError, Option } from 'commander';
import type { TablesExportOptions } from './commands/tables/export.js';
import type { TablesImportOptions } from './commands/tables/import.js';
import type { TablesIncreaseOptions } from './commands/tables/increase.js';
import { createContext, type CliDeps, type Context, type GlobalOptions } from './context.js';
import { EXIT, EXIT_CODES_HELP, type ExitCode } from './exit-codes.js';
import { colorEnabled } from './output.js';
import { addExamples } from './command-examples.js';
import { SHELLS, type Shell } from './completion-shells.js';
import { legacySchemeOption, schemeAndFiles, schemeArgument } from './scheme-argument.js';
import { DUTCH_HELP, HELP_COMMAND, HELP_OPTION } from './help-dutch.js';

/**
 * The command tree of `beloning` (`noun verb`, Dutch help). Each command's module is loaded only when it
 * runs, and so is the error mapping (it needs core's API client), so `beloning --help` loads only commander
 * and starts fast.
 */

const ENVIRONMENT_HELP = [
  'Omgeving:',
  '  BELONING_URL     de server (zoals --url)',
  '  BELONING_TOKEN   een toegangstoken voor CI, in plaats van beloning login',
  '  NO_COLOR         geen kleur',
  '  XDG_CONFIG_HOME  de map van de sessie: $XDG_CONFIG_HOME/beloning (standaard ~/.config/beloning)',
].join('\n');

/** The options schemes show/export and shared show/export share, in the same words; a new Option per command. */
const earlierVersion = () => new Option('--version <n>', 'een eerdere versie (standaard de nieuwste)');
const exportFormat = () =>
  new Option(
    '--format <formaat>',
    'json, csv (loontabellen), setu (SETU gelijkwaardige beloning v2.0) of pakket-csv (pakket gelijkwaardige beloning)',
  ).makeOptionMandatory();
const exportOut = () => new Option('--out <bestand>', 'schrijf naar dit bestand (anders naar stdout)');

function readVersion(): string {
  try {
    const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const value = (manifest as { version?: unknown }).version;
    return typeof value === 'string' ? value : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * The CLI's version, read once when this module loads: for the startup snapshot that is while the snapshot
 * is built (cli/scripts/snapshot.mjs), so a call does not read package.json again.
 */
const VERSION = readVersion();

/** What a command's action answered, read by `main` after commander has run it. */
export interface RunResult {
  exitCode: ExitCode;
}

/**
 * The command tree of `beloning` with its actions, for these arguments and streams. `main` parses with it,
 * built with the verbs of the nouns the arguments name ('called'); tests walk the whole tree ('all', the
 * default): every command must have an example, and completion lists them all.
 */
export function buildProgram(
  argv: readonly string[],
  deps: CliDeps,
  result: RunResult,
  verbs: 'all' | 'called' = 'all',
): Command {
  const program = new Command('beloning');

  /**
   * The verbs of each noun (`tables import`, `tables export`, ...), added by `addVerbs`: all of them, or with
   * 'called' only those of a noun the arguments name, which is all a call parses, suggests from or shows
   * the help of (`beloning --help` lists the nouns only). A start then builds a few commands instead of
   * some forty (issue 22, cold start).
   */
  const nouns = new Map<Command, (noun: Command) => void>();
  const lazyVerbs = (noun: Command, add: (noun: Command) => void): void => void nouns.set(noun, add);
  const addVerbs = (wanted: (noun: Command) => boolean): void => {
    for (const [noun, add] of nouns) {
      if (!wanted(noun)) continue;
      nouns.delete(noun);
      add(noun);
    }
  };

  /** Runs a command with the global flags, and maps whatever it throws to stderr and an exit code. */
  const run =
    <A extends unknown[]>(command: (ctx: Context, ...args: A) => Promise<ExitCode | void>) =>
    async (...args: A): Promise<void> => {
      const ctx = createContext(deps, program.opts<GlobalOptions>());
      try {
        result.exitCode = (await command(ctx, ...args)) ?? EXIT.success;
      } catch (error) {
        const { toFailure } = await import('./errors.js');
        const failure = toFailure(error, {
          ...(ctx.serverUrl === undefined ? {} : { url: ctx.serverUrl }),
          ...(ctx.login === undefined ? {} : { login: ctx.login }),
          ...(ctx.subject === undefined ? {} : { subject: ctx.subject }),
        });
        const [first = '', ...rest] = failure.lines;
        ctx.out.error(first);
        for (const line of rest) ctx.out.errorDetail(line);
        if (deps.env.BELONING_DEBUG && error instanceof Error && error.stack)
          ctx.out.errorDetail(error.stack);
        result.exitCode = failure.exitCode;
      }
    };

  program
    .description("Beloning in de terminal: inlenersbeloningen, cao's en loontabellen.")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void deps.stdout.write(text),
      writeErr: (text) => void deps.stderr.write(text),
      outputError: () => undefined,
      // Commander would ask process.stdout and process.stderr, which makes Node's streams (stdio.ts).
      getOutHelpWidth: () => (deps.stdout.isTTY === true ? (deps.stdout.columns ?? 80) : 80),
      getErrHelpWidth: () => (deps.stderr.isTTY === true ? (deps.stderr.columns ?? 80) : 80),
      getOutHasColors: () => colorEnabled(deps.stdout, deps.env),
      getErrHasColors: () => colorEnabled(deps.stderr, deps.env),
    })
    .configureHelp(DUTCH_HELP)
    .helpOption(...HELP_OPTION)
    .helpCommand(...HELP_COMMAND);
  // `schemes show`, `schemes export`, `shared show` and `shared export` have a --version <n> of their own; commander would take a program
  // option of that name first, wherever it stands, so the program's --version exists only without them.
  if (!argv.includes('schemes') && !argv.includes('shared'))
    program.version(VERSION, '-V, --version', 'toon het versienummer');
  program
    .option('--json', 'uitvoer als JSON (bij elk leescommando)')
    .option(
      '--url <adres>',
      'de server, bijvoorbeeld http://localhost:3000 (anders BELONING_URL of de sessie)',
    )
    .option('--no-color', 'geen kleur (NO_COLOR werkt ook)')
    .option('-q, --quiet', 'alleen gegevens en fouten: geen voortgang, hints of meldingen op stderr')
    .option(
      '--no-input',
      'vraag nooit iets; wat gevraagd zou worden moet uit een optie komen (zoals --force)',
    )
    .addHelpText('after', `\n${ENVIRONMENT_HELP}\n\n${EXIT_CODES_HELP}`);

  program
    .command('login')
    .description('inloggen en de sessie bewaren (mode 0600)')
    .option('--username <naam>', 'gebruikersnaam of e-mailadres (anders gevraagd)')
    .option('--password-stdin', 'lees het wachtwoord van stdin (anders verborgen gevraagd)')
    .option('--agency', 'inloggen als uitlener (uitzendbureau)')
    .action(
      run(async (ctx, options: { username?: string; passwordStdin?: boolean; agency?: boolean }) => {
        const { login } = await import('./commands/auth/login.js');
        await login(ctx, options);
      }),
    );

  program
    .command('logout')
    .description('uitloggen en de bewaarde sessie verwijderen')
    .action(
      run(async (ctx) => {
        const { logout } = await import('./commands/auth/logout.js');
        await logout(ctx);
      }),
    );

  program
    .command('whoami')
    .description('toon wie er is ingelogd, en op welke server')
    .action(
      run(async (ctx) => {
        const { whoami } = await import('./commands/auth/whoami.js');
        await whoami(ctx);
      }),
    );

  lazyVerbs(program.command('caos').description("cao's bekijken"), (caos) => {
    caos
      .command('list')
      .description("toon de cao's")
      .option('--latest', 'alleen de nieuwste versie van elke cao')
      .option('--limit <n>', 'hoogstens n rijen (standaard alle)')
      .action(
        run(async (ctx, options: { latest?: boolean; limit?: string }) => {
          const { caosList } = await import('./commands/caos/list.js');
          await caosList(ctx, options);
        }),
      );
    caos
      .command('show')
      .description('toon een cao met zijn loontabellen')
      .argument('<id>', 'het id van de cao (zie caos list)')
      .action(
        run(async (ctx, id: string) => {
          ctx.subject = { kind: 'cao', id };
          const { caosShow } = await import('./commands/caos/show.js');
          await caosShow(ctx, id);
        }),
      );
  });

  lazyVerbs(
    program
      .command('schemes')
      .description('beloningsregelingen maken, bekijken, delen, exporteren en uit SETU inlezen'),
    (schemes) => {
      schemes
        .command('list')
        .description('toon de regelingen van uw bedrijf, elk in de nieuwste versie')
        .option('--limit <n>', 'hoogstens n rijen (standaard alle)')
        .action(
          run(async (ctx, options: { limit?: string }) => {
            const { schemesList } = await import('./commands/schemes/list.js');
            await schemesList(ctx, options);
          }),
        );
      schemes
        .command('show')
        .description(
          'toon een regeling met haar loontabellen, wat van de gelijkwaardige beloning is ingevuld en wat daarin veranderde sinds de vorige versie',
        )
        .argument('<guid>', 'de GUID van de regeling (zie schemes list)')
        .addOption(earlierVersion())
        .action(
          run(async (ctx, guid: string, options: { version?: string }) => {
            ctx.subject = { kind: 'regeling', id: guid, version: options.version };
            const { schemesShow } = await import('./commands/schemes/show.js');
            await schemesShow(ctx, guid, options);
          }),
        );
      schemes
        .command('versions')
        .description('toon de opgeslagen versies van een regeling')
        .argument('<guid>', 'de GUID van de regeling')
        .action(
          run(async (ctx, guid: string) => {
            ctx.subject = { kind: 'regeling', id: guid };
            const { schemesVersions } = await import('./commands/schemes/versions.js');
            await schemesVersions(ctx, guid);
          }),
        );
      schemes
        .command('export')
        .description(
          'exporteer een regeling als JSON of SETU, haar loontabellen als CSV, of haar pakket gelijkwaardige beloning als CSV',
        )
        .argument('<guid>', 'de GUID van de regeling')
        .addOption(exportFormat())
        .addOption(exportOut())
        .addOption(earlierVersion())
        .action(
          run(async (ctx, guid: string, options: { format: string; out?: string; version?: string }) => {
            ctx.subject = { kind: 'regeling', id: guid, version: options.version };
            const { schemesExport } = await import('./commands/schemes/export.js');
            return schemesExport(ctx, guid, options);
          }),
        );

      schemes
        .command('import-setu')
        .description('lees een SETU-bericht (gelijkwaardige beloning v2.0) in als nieuwe eigen regeling')
        .argument('<bestand>', 'het SETU-bericht (JSON)')
        .option('--dry-run', 'toon wat er wordt overgenomen, zonder op te slaan')
        .option(
          '--akkoord',
          'ik ga akkoord met de voorwaarden (beloning.nl/algemene-voorwaarden); nodig om op te slaan',
        )
        .action(
          run(async (ctx, file: string, options: { dryRun?: boolean; akkoord?: boolean }) => {
            const { schemesImportSetu } = await import('./commands/schemes/import-setu.js');
            return schemesImportSetu(ctx, file, options);
          }),
        );

      // schemes create (issue 22: the scheme life cycle from scripts)
      schemes
        .command('create')
        .description('maak een nieuwe regeling uit een bestand: API-payload, JSON-export of SETU-bericht')
        .requiredOption(
          '--from <bestand>',
          'de regeling als JSON: zoals de API haar opslaat, zoals schemes export --format json haar geeft, of een SETU-bericht (v2.0)',
        )
        .option('--dry-run', 'controleer en toon wat er wordt aangemaakt, zonder op te slaan')
        .option(
          '--akkoord',
          'ik ga akkoord met de voorwaarden (beloning.nl/algemene-voorwaarden); nodig tenzij het bestand terms_accepted: true heeft',
        )
        .addHelpText(
          'after',
          [
            '',
            'De nieuwe GUID komt op stdout (met --json de opgeslagen regeling); fouten noemen het JSON-pad (afsluitcode 4).',
          ].join('\n'),
        )
        .action(
          run(async (ctx, options: { from: string; dryRun?: boolean; akkoord?: boolean }) => {
            const { schemesCreate } = await import('./commands/schemes/create.js');
            return schemesCreate(ctx, options);
          }),
        );

      // schemes links list|add|disable (issue 22: sharing a scheme with agencies from scripts)
      const links = schemes
        .command('links')
        .description('de koppelingen van een regeling met uitleners (uitzendbureaus) bekijken en wijzigen');
      links
        .command('list')
        .description('toon de koppelingen van een regeling')
        .argument('<guid>', 'de GUID van de regeling (zie schemes list)')
        .action(
          run(async (ctx, guid: string) => {
            ctx.subject = { kind: 'regeling', id: guid };
            const { schemesLinksList } = await import('./commands/schemes/links.js');
            return schemesLinksList(ctx, guid);
          }),
        );
      links
        .command('add')
        .description('koppel een uitlener aan een of meer regelingen (de naam komt uit het Handelsregister)')
        .argument('<guid...>', 'de GUID van de regeling; meer GUIDs koppelen dezelfde uitlener aan elk')
        .requiredOption('--kvk <nummer>', 'het KVK-nummer van de uitlener (8 cijfers)')
        .requiredOption('--email <adres>', 'het e-mailadres van de contactpersoon bij de uitlener')
        .action(
          run(async (ctx, guids: string[], options: { kvk: string; email: string }) => {
            const { schemesLinksAdd } = await import('./commands/schemes/links.js');
            return schemesLinksAdd(ctx, guids, options);
          }),
        );
      links
        .command('disable')
        .description('zet de koppeling met een uitlener uit (de uitlener ziet de regeling niet meer)')
        .argument('<guid>', 'de GUID van de regeling')
        .requiredOption('--kvk <nummer>', 'het KVK-nummer van de uitlener')
        .action(
          run(async (ctx, guid: string, options: { kvk: string }) => {
            ctx.subject = { kind: 'regeling', id: guid };
            const { schemesLinksDisable } = await import('./commands/schemes/links.js');
            return schemesLinksDisable(ctx, guid, options);
          }),
        );
    },
  );

  lazyVerbs(
    program.command('tables').description('loontabellen importeren, exporteren en verhogen'),
    (tables) => {
      tables
        .command('import')
        .description('importeer loontabellen uit CSV-bestanden als één nieuwe versie van een regeling')
        .usage('[opties] <guid> <csv...>')
        .argument('[guid]', 'de GUID van de regeling (zie schemes list)')
        .argument('[csv...]', 'CSV-bestanden (ook Nederlandse Excel-exports)')
        .addOption(legacySchemeOption())
        .option('--dry-run', 'toon wat er verandert, zonder op te slaan')
        .option('--table <naam>', 'de loontabel van bestanden zonder kolom tabel')
        .option(
          '--active-per <datum>',
          'ingangsdatum van nieuwe loontabellen (DD-MM-JJJJ; zonder: de dag na de nieuwste tabel met dezelfde naam)',
        )
        .option('--end-date <datum>', 'einddatum van nieuwe loontabellen (DD-MM-JJJJ)')
        .option('--force', 'sla ook op als een loon meer dan verdubbelt, onder de helft zakt of vervalt')
        .action(
          run(
            async (
              ctx,
              first: string,
              rest: string[],
              options: Omit<TablesImportOptions, 'scheme'> & { scheme?: string },
            ) => {
              const { scheme, files } = schemeAndFiles(
                'tables import',
                first === undefined ? rest : [first, ...rest],
                options.scheme,
              );
              ctx.subject = { kind: 'regeling', id: scheme };
              const { tablesImport } = await import('./commands/tables/import.js');
              return tablesImport(ctx, files, { ...options, scheme });
            },
          ),
        );
      tables
        .command('export')
        .description('exporteer loontabellen van een regeling als CSV')
        .usage('[opties] <guid>')
        .argument('[guid]', 'de GUID van de regeling (zie schemes list)')
        .addOption(legacySchemeOption())
        .option('--table <naam>', 'alleen deze loontabel')
        .option('--out <bestand>', 'schrijf alle loontabellen naar dit bestand (anders naar stdout)')
        .option('--dir <map>', 'schrijf één bestand per loontabel in deze map')
        .option(
          '--layout <indeling>',
          'lang (één loon per rij, standaard) of breed (periodieken naast elkaar); ook long, wide',
        )
        .action(
          run(
            async (
              ctx,
              guid: string | undefined,
              options: Omit<TablesExportOptions, 'scheme'> & { scheme?: string },
            ) => {
              const scheme = schemeArgument('tables export', guid, options.scheme);
              ctx.subject = { kind: 'regeling', id: scheme };
              const { tablesExport } = await import('./commands/tables/export.js');
              return tablesExport(ctx, { ...options, scheme });
            },
          ),
        );
      tables
        .command('increase')
        .description(
          'verhoog de lonen van een regeling per datum, als één nieuwe versie: vervolgtabellen vanaf --per',
        )
        .usage('[opties] <guid>')
        .argument('[guid]', 'de GUID van de regeling (zie schemes list)')
        .addOption(legacySchemeOption())
        .option(
          '--per <datum>',
          'verplicht: ingangsdatum van de verhoging (DD-MM-JJJJ); de tabellen die dan lopen krijgen een vervolgtabel, eerdere blijven ongemoeid',
        )
        .option(
          '--end-date <datum>',
          'einddatum van de vervolgtabellen (DD-MM-JJJJ; zonder: die van de tabel die doorloopt na --per)',
        )
        .option(
          '--percentage <p>',
          'verhoging in procenten, bijvoorbeeld 2,5 (eerst het percentage, dan het bedrag)',
        )
        .option(
          '--amount <bedrag>',
          'vast bedrag erbij, bijvoorbeeld 0,25, of per schaal (LG1=0,25); herhaalbaar, na het percentage',
          (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
        )
        .option(
          '--round <wijze>',
          'afronding: wiskundig (standaard), omhoog of omlaag (ook mathematical, up, down)',
        )
        .option('--decimals <n>', 'aantal decimalen (standaard 2)')
        .option('--table <naam>', 'alleen de reeks van deze loontabel')
        .option('--dry-run', 'toon wat er verandert, zonder op te slaan')
        .option('--force', 'sla ook op als een loon meer dan 20 % verandert')
        .action(
          run(
            async (
              ctx,
              guid: string | undefined,
              options: Omit<TablesIncreaseOptions, 'scheme'> & { scheme?: string },
            ) => {
              const scheme = schemeArgument('tables increase', guid, options.scheme);
              ctx.subject = { kind: 'regeling', id: scheme };
              const { tablesIncrease } = await import('./commands/tables/increase.js');
              return tablesIncrease(ctx, { ...options, scheme });
            },
          ),
        );
    },
  );

  lazyVerbs(
    program.command('shared').description('regelingen die inleners met uw uitzendbureau delen'),
    (shared) => {
      shared
        .command('list')
        .description('toon de inleners en wat zij met u delen')
        .option('--limit <n>', 'hoogstens n rijen (standaard alle)')
        .action(
          run(async (ctx, options: { limit?: string }) => {
            const { sharedList } = await import('./commands/shared/list.js');
            await sharedList(ctx, options);
          }),
        );
      shared
        .command('show')
        .description(
          'toon een gedeelde regeling met haar loontabellen, wat van de gelijkwaardige beloning is ingevuld en wat daarin veranderde sinds de vorige versie',
        )
        .argument('<guid>', 'de GUID van de regeling (zie shared list)')
        .addOption(earlierVersion())
        .action(
          run(async (ctx, guid: string, options: { version?: string }) => {
            ctx.subject = { kind: 'gedeelde regeling', id: guid, version: options.version };
            const { sharedShow } = await import('./commands/shared/show.js');
            await sharedShow(ctx, guid, options);
          }),
        );
      shared
        .command('export')
        .description('exporteer een gedeelde regeling als JSON, CSV of SETU, of haar pakket als CSV')
        .argument('<guid>', 'de GUID van de regeling')
        .addOption(exportFormat())
        .addOption(exportOut())
        .addOption(earlierVersion())
        .action(
          run(async (ctx, guid: string, options: { format: string; out?: string; version?: string }) => {
            ctx.subject = { kind: 'gedeelde regeling', id: guid, version: options.version };
            const { sharedExport } = await import('./commands/shared/export.js');
            return sharedExport(ctx, guid, options);
          }),
        );
    },
  );

  // compliances list|show (issue 22: cao compliances from scripts)
  lazyVerbs(
    program.command('compliances').description('cao-nalevingen bekijken (de korte wizard: u volgt een cao)'),
    (compliances) => {
      compliances
        .command('list')
        .description('toon de cao-nalevingen van uw bedrijf')
        .option('--limit <n>', 'hoogstens n rijen (standaard alle)')
        .action(
          run(async (ctx, options: { limit?: string }) => {
            const { compliancesList } = await import('./commands/compliances/compliances.js');
            return compliancesList(ctx, options);
          }),
        );
      compliances
        .command('show')
        .description('toon een cao-naleving met haar functies en koppelingen')
        .argument('<id>', 'het nummer van de cao-naleving (zie compliances list)')
        .action(
          run(async (ctx, id: string) => {
            ctx.subject = { kind: 'cao-naleving', id };
            const { compliancesShow } = await import('./commands/compliances/compliances.js');
            return compliancesShow(ctx, id);
          }),
        );
    },
  );

  program
    .command('wizard')
    .description(
      'een beloningsregeling maken of wijzigen in de terminal (9 stappen), of met --short een cao-naleving',
    )
    .option('--short', 'de korte wizard: de cao volgen (cao-naleving, 4 stappen)')
    .argument('[guid]', 'een bestaande regeling wijzigen (als nieuwe versie; zie schemes list)')
    .addOption(legacySchemeOption())
    .action(
      run(async (ctx, guid: string | undefined, options: { short?: boolean; scheme?: string }) => {
        const scheme =
          guid === undefined && options.scheme === undefined
            ? undefined
            : schemeArgument('wizard', guid, options.scheme);
        if (scheme !== undefined) ctx.subject = { kind: 'regeling', id: scheme };
        const { wizard } = await import('./commands/wizard/wizard.js');
        return wizard(ctx, { ...options, ...(scheme === undefined ? {} : { scheme }) });
      }),
    );

  lazyVerbs(program.command('fixtures').description('testgegevens controleren (offline)'), (fixtures) => {
    fixtures
      .command('validate')
      .description("controleer cao-bestanden met de schema's en regels van het portaal")
      .argument(
        '[map]',
        'map met cao-bestanden (*.json), een map met een submap caos/, of één cao-bestand',
        'fixtures/caos',
      )
      .action(
        run(async (ctx, dir: string) => {
          const { fixturesValidate } = await import('./commands/fixtures/validate.js');
          return fixturesValidate(ctx, dir);
        }),
      );
  });

  program
    .command('completion')
    .description('toon het script voor aanvullen met Tab in bash of zsh (zie de voorbeelden)')
    .addArgument(new Argument('<shell>', 'de shell').choices(SHELLS))
    .action(
      run(async (ctx, shell: Shell) => {
        const { bashCompletion, zshCompletion } = await import('./completion.js');
        addVerbs(() => true);
        ctx.deps.stdout.write(shell === 'bash' ? bashCompletion(program) : zshCompletion(program));
      }),
    );

  addVerbs((noun) => verbs === 'all' || argv.includes(noun.name()));
  addExamples(program);
  return program;
}

/** Runs `beloning` with the arguments after the program name; answers with the exit code. */
export async function main(argv: readonly string[], deps: CliDeps): Promise<ExitCode> {
  const result: RunResult = { exitCode: EXIT.success };
  const program = buildProgram(argv, deps, result, 'called');
  let args = [...argv];
  const help = helpRequest(program, args);
  if (help !== null) {
    if ('unknown' in help) {
      return reportUsage(deps, argv, commandPathOf(program, argv), {
        code: 'commander.unknownCommand',
        message: `error: unknown command '${help.unknown}'`,
      });
    }
    args = help.args;
  }

  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.success;
    // `beloning help` asked for help (exit 0); a noun without a verb ('beloning caos') has shown its help on
    // stderr already (commander's exit code 1), which is a usage error.
    if (error.code === 'commander.help') return error.exitCode === 0 ? EXIT.success : EXIT.usage;
    return reportUsage(deps, argv, commandPathOf(program, argv), error);
  }
  return result.exitCode;
}

/** Commander's usage error in Dutch on stderr; answers its exit code (2). */
async function reportUsage(
  deps: CliDeps,
  argv: readonly string[],
  commandPath: string,
  error: { code: string; message: string },
): Promise<ExitCode> {
  const { usageFailure } = await import('./errors.js');
  const failure = usageFailure(error, commandPath);
  const out = createContext(deps, { json: false, color: !argv.includes('--no-color') }).out;
  const [first = '', ...rest] = failure.lines;
  out.error(first);
  for (const line of rest) out.errorDetail(line);
  return failure.exitCode;
}

/** Global options that take a value: the word after them is not a command. */
const VALUE_OPTIONS = new Set(['--url']);

/**
 * The command the arguments call, as far as it exists ('tables import'; 'tables' for `tables importeer`;
 * '' for none), so a usage error points at that command's help. `help tables x` counts as `tables x`.
 */
export function commandPathOf(program: Command, argv: readonly string[]): string {
  let command = program;
  const path: string[] = [];
  for (let at = 0; at < argv.length; at += 1) {
    const word = argv[at] ?? '';
    if (word.startsWith('-')) {
      if (VALUE_OPTIONS.has(word)) at += 1;
      continue;
    }
    if (word === 'help' && command === program && path.length === 0) continue;
    const sub = command.commands.find(
      (candidate) => candidate.name() === word || candidate.aliases().includes(word),
    );
    if (sub === undefined) break;
    command = sub;
    path.push(word);
  }
  return path.join(' ');
}

/**
 * `beloning help tables import` as `beloning tables import --help` (commander's own help command looks at
 * the first name only). Null when the arguments do not start with `help`; `unknown` names a command that
 * does not exist.
 */
export function helpRequest(
  program: Command,
  argv: readonly string[],
): { args: string[] } | { unknown: string } | null {
  let at = 0;
  while (at < argv.length && (argv[at] ?? '').startsWith('-'))
    at += VALUE_OPTIONS.has(argv[at] ?? '') ? 2 : 1;
  if (argv[at] !== 'help') return null;
  const before = argv.slice(0, at);
  const names = argv.slice(at + 1).filter((word) => !word.startsWith('-'));
  let command = program;
  const path: string[] = [];
  for (const name of names) {
    // `help help`: the help of the command it stands in.
    if (name === 'help') break;
    const sub = command.commands.find(
      (candidate) => candidate.name() === name || candidate.aliases().includes(name),
    );
    if (sub === undefined) return { unknown: name };
    command = sub;
    path.push(name);
  }
  return { args: [...before, ...path, '--help'] };
}
