import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  canEditSchemes,
  emptyWizardState,
  wizardStateFromScheme,
  type WizardState,
} from '@beloning/core/wizard';
import { createElement } from 'react';
import type { Context } from '../../context.js';
import { CliError, toFailure } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import type { WizardOutcome } from '../../wizard/outcome.js';
import { CLOSED_WITHOUT_SAVING } from '../../wizard/texts.js';
import { createWizardApi, type WizardApi } from '../../wizard/wizard-api.js';
import { parseSchemeGuid } from '../schemes/describe.js';

export const NO_TERMINAL = [
  'De wizard werkt alleen in een terminal: stdin en stdout moeten een terminal zijn.',
  'Lees loontabellen in een script in met: beloning tables import <guid> <csv...>',
];

export const NO_INPUT = [
  'De wizard vraagt alles in de terminal; met --no-input start hij niet.',
  'Lees loontabellen in een script in met: beloning tables import <guid> <csv...>',
];

export const HIRERS_ONLY = 'De wizard is voor inleners. Log in als inlener met: beloning login';
export const NO_PERMISSION = 'Uw account mag geen beloningsregelingen maken of wijzigen.';

export interface WizardOptions {
  short?: boolean;
  scheme?: string;
}

/**
 * `beloning wizard [--short] [guid]`: the full or the short wizard in the terminal (ink). It needs a
 * terminal on both sides; in a pipe it refuses (exit 2) and points to `tables import`.
 */
export async function wizard(ctx: Context, options: WizardOptions): Promise<ExitCode> {
  const { stdin, stdout } = ctx.deps;
  if (stdin.isTTY !== true || stdout.isTTY !== true) throw new CliError(NO_TERMINAL, EXIT.usage);
  if (ctx.global.input === false) throw new CliError(NO_INPUT, EXIT.usage);
  if (options.short && options.scheme !== undefined) {
    throw new CliError(
      '--short en een regeling gaan niet samen: een bestaande regeling wijzigt u in de volledige wizard.',
      EXIT.usage,
    );
  }
  const guid = options.scheme === undefined ? undefined : parseSchemeGuid(options.scheme);
  const connection = await connect(ctx, { requireLogin: true });
  if (connection.session?.kind === 'uitlener' && !connection.fromEnvironment)
    throw new CliError(HIRERS_ONLY, EXIT.notLoggedIn);
  const api = createWizardApi(connection.client);
  const user = await api.user();
  if (!canEditSchemes(user.permissions)) throw new CliError(NO_PERMISSION, EXIT.notLoggedIn);

  // A saved scheme loads through core's one loader (its forms, links and the version the edit starts from),
  // with its cao's tables as the floors of the tables based on them.
  const initialState: WizardState = guid === undefined ? emptyWizardState() : await loadForEditing(api, guid);

  const { render } = await import('ink');
  const { WizardApp } = await import('../../wizard/wizard-app.js');
  const { inkStdout } = await import('../../wizard/viewport.js');
  const { enableBracketedPaste } = await import('../../wizard/paste.js');
  const describeError = (error: unknown) => toFailure(error, { url: connection.url }).lines.join(' ');
  // Bracketed paste on while the wizard runs (a block from Excel reaches the grid whole), off again however
  // it ends: saved, closed, Ctrl+C, an error (here), or an exit or signal (paste.ts).
  const pasteOff = enableBracketedPaste(stdout);
  const outcome = await new Promise<WizardOutcome>((done, fail) => {
    let finished = false;
    const finish = (result: WizardOutcome) => {
      if (finished) return;
      finished = true;
      instance.unmount();
      done(result);
    };
    const instance = render(
      createElement(WizardApp, {
        api,
        describeError,
        start: options.short ? 'short' : 'full',
        initialState,
        readFile: async (path: string) => new Uint8Array(await readFile(resolve(ctx.deps.cwd, path))),
        onDone: finish,
        screen: stdout as unknown as NodeJS.WriteStream,
      }),
      {
        stdin: stdin as NodeJS.ReadStream,
        // The wizard keeps every frame shorter than the terminal; ink, not knowing its rows, then never
        // clears the terminal and the user's scrollback (viewport.ts).
        stdout: inkStdout(stdout as unknown as NodeJS.WriteStream),
        exitOnCtrlC: true,
      },
    );
    // Ctrl-C ends ink; the wizard then stopped without saving. An error in the wizard ends it too.
    instance.waitUntilExit().then(
      () => finish({ kind: 'closed' }),
      (error: unknown) => {
        if (finished) return;
        finished = true;
        fail(error);
      },
    );
  }).finally(pasteOff);

  switch (outcome.kind) {
    case 'compliance-saved':
      ctx.out.success(`Cao-naleving opgeslagen (id ${outcome.id}).`);
      if (ctx.out.json) ctx.out.printJson({ id: outcome.id });
      return EXIT.success;
    case 'scheme-saved':
      ctx.out.success(
        `${outcome.created ? 'Beloningsregeling opgeslagen' : 'Nieuwe versie opgeslagen'}: ${outcome.guid} (versie ${outcome.version}).`,
      );
      if (ctx.out.json) ctx.out.printJson({ guid: outcome.guid, version: outcome.version });
      return EXIT.success;
    case 'help-requested':
      ctx.out.success(`Uw aanvraag is verstuurd naar ${outcome.company}.`);
      return EXIT.success;
    case 'closed':
      ctx.out.info(CLOSED_WITHOUT_SAVING);
      return EXIT.failure;
  }
}

/** A saved scheme for editing, with its cao's floors when the cao can be read (the server checks them anyway). */
async function loadForEditing(api: WizardApi, guid: string): Promise<WizardState> {
  const scheme = await api.scheme(guid);
  const cao = scheme.cao_id === null ? undefined : await api.cao(scheme.cao_id).catch(() => undefined);
  return wizardStateFromScheme(scheme, { kind: 'edit', ...(cao === undefined ? {} : { cao }) }).state;
}
