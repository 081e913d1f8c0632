import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { createContext, type CliDeps, type Context, type GlobalOptions } from './context.js';
import { EXIT, EXIT_CODES_HELP, type ExitCode } from './exit-codes.js';

/**
 * The command tree of `beloning` (`noun verb`, Dutch help). Each command's module is loaded only when it
 * runs, and so is the error mapping (it needs core's API client), so `beloning --help` loads only commander
 * and starts fast.
 */

const HEADINGS: Record<string, string> = {
  'Usage:': 'Gebruik:',
  'Options:': 'Opties:',
  'Commands:': "Commando's:",
  'Arguments:': 'Argumenten:',
  'Global Options:': 'Algemene opties:',
};

const ENVIRONMENT_HELP = [
  'Omgeving:',
  '  BELONING_URL     de server (zoals --url)',
  '  BELONING_TOKEN   een toegangstoken voor CI, in plaats van beloning login',
  '  NO_COLOR         geen kleur',
  '  XDG_CONFIG_HOME  de map van de sessie: $XDG_CONFIG_HOME/beloning (standaard ~/.config/beloning)',
].join('\n');

const EXAMPLES_HELP = [
  'Voorbeelden:',
  '  beloning login --url http://localhost:3000',
  '  beloning caos list --latest --json',
  '  beloning fixtures validate fixtures/caos',
].join('\n');

function version(): string {
  try {
    const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const value = (manifest as { version?: unknown }).version;
    return typeof value === 'string' ? value : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Runs `beloning` with the arguments after the program name; answers with the exit code. */
export async function main(argv: readonly string[], deps: CliDeps): Promise<ExitCode> {
  let exitCode: ExitCode = EXIT.success;
  const program = new Command('beloning');

  /** Runs a command with the global flags, and maps whatever it throws to stderr and an exit code. */
  const run =
    <A extends unknown[]>(command: (ctx: Context, ...args: A) => Promise<ExitCode | void>) =>
    async (...args: A): Promise<void> => {
      const ctx = createContext(deps, program.opts<GlobalOptions>());
      try {
        exitCode = (await command(ctx, ...args)) ?? EXIT.success;
      } catch (error) {
        const { toFailure } = await import('./errors.js');
        const failure = toFailure(error, ctx.serverUrl === undefined ? {} : { url: ctx.serverUrl });
        const [first = '', ...rest] = failure.lines;
        ctx.out.error(first);
        for (const line of rest) ctx.out.info(line);
        if (deps.env.BELONING_DEBUG && error instanceof Error && error.stack) ctx.out.info(error.stack);
        exitCode = failure.exitCode;
      }
    };

  program
    .description("Beloning in de terminal: inlenersbeloningen, cao's en loontabellen.")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void deps.stdout.write(text),
      writeErr: (text) => void deps.stderr.write(text),
      outputError: () => undefined,
    })
    .configureHelp({
      showGlobalOptions: true,
      styleTitle: (title) => HEADINGS[title] ?? title,
      styleSubcommandTerm: (term) => term.replace('[options]', '[opties]'),
      styleUsage: (usage) => usage.replace('[options]', '[opties]').replace('[command]', '[commando]'),
    })
    .helpOption('-h, --help', 'toon hulp bij dit commando')
    .helpCommand('help [commando]', 'toon hulp bij een commando')
    .version(version(), '-V, --version', 'toon het versienummer')
    .option('--json', 'uitvoer als JSON (bij elk leescommando)')
    .option(
      '--url <adres>',
      'de server, bijvoorbeeld http://localhost:3000 (anders BELONING_URL of de sessie)',
    )
    .option('--no-color', 'geen kleur (NO_COLOR werkt ook)')
    .addHelpText('after', `\n${EXAMPLES_HELP}\n\n${ENVIRONMENT_HELP}\n\n${EXIT_CODES_HELP}\n`);

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

  const caos = program.command('caos').description("cao's bekijken");
  caos
    .command('list')
    .description("toon de cao's")
    .option('--latest', 'alleen de nieuwste versie van elke cao')
    .action(
      run(async (ctx, options: { latest?: boolean }) => {
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
        const { caosShow } = await import('./commands/caos/show.js');
        await caosShow(ctx, id);
      }),
    );

  const fixtures = program.command('fixtures').description('testgegevens controleren (offline)');
  fixtures
    .command('validate')
    .description("controleer cao-bestanden met de schema's en regels van het portaal")
    .argument('[map]', 'map met cao-bestanden (*.json), of een map met een submap caos/', 'fixtures/caos')
    .action(
      run(async (ctx, dir: string) => {
        const { fixturesValidate } = await import('./commands/fixtures/validate.js');
        return fixturesValidate(ctx, dir);
      }),
    );

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.success;
    // A noun without a verb ('beloning caos') has shown its help on stderr already.
    if (error.code === 'commander.help') return EXIT.usage;
    const { usageFailure } = await import('./errors.js');
    const failure = usageFailure(error);
    const out = createContext(deps, { json: false, color: !argv.includes('--no-color') }).out;
    const [first = '', ...rest] = failure.lines;
    out.error(first);
    for (const line of rest) out.info(line);
    return failure.exitCode;
  }
  return exitCode;
}
