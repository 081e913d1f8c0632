import { SAVE_CONFLICT_MESSAGE, isApiError, type ApiError } from '@beloning/core/api';
import { CliError } from './cli-error.js';
import { EXIT, type ExitCode } from './exit-codes.js';

export { CliError };

/**
 * The one mapping from what went wrong to what the user reads on stderr and the exit code
 * (CONVENTIONS.md house rule 5: each adapter maps errors once). Never a stack trace, unless
 * BELONING_DEBUG is set.
 */

export interface Failure {
  exitCode: ExitCode;
  /** The first line is the error itself; later lines are details (one field error each). */
  lines: string[];
}

export const MESSAGES = {
  notLoggedIn: 'Niet ingelogd of sessie verlopen. Log in met: beloning login',
  forbidden: 'Geen toegang: uw account mag dit niet.',
  notFound: 'Niet gevonden.',
  conflict: SAVE_CONFLICT_MESSAGE,
  fieldErrors: 'De server heeft de invoer afgekeurd:',
  serverError: 'Er ging iets mis op de server. Probeer het later opnieuw.',
  invalidResponse:
    'Onverwacht antwoord van de server. Klopt het adres, en is het een Beloning-server van dezelfde versie?',
  unexpected: 'Onverwachte fout',
} as const;

/** 'Kan de server op {url} niet bereiken. Controleer het adres of start de server (npm start).' */
export function unreachableMessage(url: string): string {
  return `Kan de server op ${url} niet bereiken. Controleer het adres of start de server (npm start).`;
}

/** 'Te veel pogingen. Probeer het over {n} seconden opnieuw.' */
export function tooManyRequestsMessage(seconds: number | null): string {
  return seconds === null
    ? 'Te veel pogingen. Probeer het later opnieuw.'
    : `Te veel pogingen. Probeer het over ${seconds} seconden opnieuw.`;
}

/** Who is (not) logged in where, for a hint that fits: the agency's login, the CI token, the server used. */
export interface LoginSituation {
  /** The server the command talked to. */
  url: string;
  /** A hirer's (inlener) or an agency's (uitlener) account, as the session, token or command says. */
  kind: 'inlener' | 'uitlener';
  /** The access token came from BELONING_TOKEN. */
  fromEnvironment: boolean;
  /** The server came from --url, so a plain `beloning login` would log in elsewhere. */
  urlGiven: boolean;
  /** The saved session's server, when the session is for another server than this one. */
  otherSessionUrl?: string | null;
}

/** The login command for the situation: 'beloning login --agency --url http://...'. */
export function loginCommand(situation: LoginSituation): string {
  const agency = situation.kind === 'uitlener' ? ' --agency' : '';
  const url = situation.urlGiven ? ` --url ${situation.url}` : '';
  return `beloning login${agency}${url}`;
}

/**
 * 'Niet ingelogd' with a hint that fits: a refused BELONING_TOKEN is told so (logging in does not change the
 * token), an agency gets `--agency`, and the server named is the one used.
 */
export function notLoggedInMessage(situation: LoginSituation): string {
  if (situation.fromEnvironment) {
    return (
      `De server op ${situation.url} weigert het toegangstoken in BELONING_TOKEN (ongeldig of verlopen). ` +
      'Zet een nieuw toegangstoken in BELONING_TOKEN, of haal de variabele weg om met uw sessie te werken.'
    );
  }
  const where =
    situation.otherSessionUrl != null
      ? `Niet ingelogd op ${situation.url} (uw sessie is van ${situation.otherSessionUrl}).`
      : `Niet ingelogd op ${situation.url} of sessie verlopen.`;
  return `${where} Log in met: ${loginCommand(situation)}`;
}

/** What a command looked for, as the user gave it, so a 404 names it. */
export interface Subject {
  kind: 'regeling' | 'gedeelde regeling' | 'cao' | 'cao-naleving';
  /** The guid or id as given. */
  id: string;
  /** The version asked for, if any. */
  version?: string | undefined;
}

const LIST_COMMAND: Record<Subject['kind'], string> = {
  regeling: 'beloning schemes list',
  'gedeelde regeling': 'beloning shared list',
  cao: 'beloning caos list',
  'cao-naleving': 'beloning compliances list',
};

/** "Regeling 'abc' niet gevonden. Zie beloning schemes list." (with the version when one was asked for). */
export function notFoundMessage(subject: Subject): string {
  const name = `${subject.kind.charAt(0).toUpperCase()}${subject.kind.slice(1)} '${subject.id}'`;
  if (subject.version !== undefined) {
    const versions =
      subject.kind === 'regeling' ? `beloning schemes versions ${subject.id}` : LIST_COMMAND[subject.kind];
    return `${name} met versie ${subject.version} niet gevonden. Zie ${versions}.`;
  }
  const shared = subject.kind === 'gedeelde regeling' ? ' (of niet meer gedeeld)' : '';
  return `${name} niet gevonden${shared}. Zie ${LIST_COMMAND[subject.kind]}.`;
}

export interface FailureContext {
  /** The server's address as the user gave it, for the 'cannot reach' line. */
  url?: string;
  /** For the 'Niet ingelogd' hint of a 401. */
  login?: LoginSituation;
  /** What the command looked for, named by a 404. */
  subject?: Subject;
}

/**
 * Exit codes: 401 is 3 (log in again), 403 is 3 (not allowed), a 400 with field errors is 4 (validation), a
 * 412 (someone else saved first) is 1 like every other failure: the input was fine, the save lost a race.
 */
export function toFailure(error: unknown, context: FailureContext = {}): Failure {
  if (error instanceof CliError) return { exitCode: error.exitCode, lines: [...error.lines] };
  if (isApiError(error)) return apiFailure(error, context);
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: EXIT.failure, lines: [`${MESSAGES.unexpected}: ${message}`] };
}

function apiFailure(error: ApiError, context: FailureContext): Failure {
  if (error.kind === 'network') {
    return { exitCode: EXIT.failure, lines: [unreachableMessage(context.url ?? 'het opgegeven adres')] };
  }
  if (error.kind === 'invalid-response') {
    return { exitCode: EXIT.failure, lines: [`${MESSAGES.invalidResponse} (HTTP ${error.status})`] };
  }
  const detail = error.detail;
  switch (error.status) {
    case 400: {
      const fields = Object.entries(error.fieldErrors);
      if (fields.length === 0 && error.nonFieldErrors.length > 0) {
        return { exitCode: EXIT.validation, lines: [...error.nonFieldErrors] };
      }
      const lines = [
        ...fields.map(([field, messages]) => `${field}: ${messages.join(', ')}`),
        ...error.nonFieldErrors,
      ];
      if (lines.length === 0) lines.push(detail ?? `HTTP ${error.status}`);
      return {
        exitCode: EXIT.validation,
        lines: [MESSAGES.fieldErrors, ...lines.map((line) => `  ${line}`)],
      };
    }
    case 401:
      return {
        exitCode: EXIT.notLoggedIn,
        lines: [context.login === undefined ? MESSAGES.notLoggedIn : notLoggedInMessage(context.login)],
      };
    case 403:
      return { exitCode: EXIT.notLoggedIn, lines: [detail ?? MESSAGES.forbidden] };
    case 404:
      return {
        exitCode: EXIT.failure,
        lines: [
          context.subject === undefined ? (detail ?? MESSAGES.notFound) : notFoundMessage(context.subject),
        ],
      };
    case 412:
      return { exitCode: EXIT.failure, lines: [MESSAGES.conflict] };
    case 429:
      return { exitCode: EXIT.failure, lines: [tooManyRequestsMessage(error.retryAfterSeconds)] };
    default:
      if (error.status >= 500) return { exitCode: EXIT.failure, lines: [MESSAGES.serverError] };
      return { exitCode: EXIT.failure, lines: [detail ?? error.nonFieldErrors[0] ?? `HTTP ${error.status}`] };
  }
}

/** The parts of commander's error the CLI needs (commander's CommanderError fits). */
export interface UsageErrorLike {
  code: string;
  message: string;
}

/**
 * Commander's usage errors in Dutch, exit code 2, pointing at the help of the command that was called
 * (`commandPath` 'tables import': 'Zie beloning tables import --help.'). Names are taken from commander's
 * English message, which quotes them.
 */
export function usageFailure(error: UsageErrorLike, commandPath = ''): Failure {
  const quoted = /'([^']*)'/.exec(error.message)?.[1] ?? '';
  const suggestion = /Did you mean (.+)\?/.exec(error.message)?.[1];
  const hint = suggestion === undefined ? '' : ` Bedoelt u ${suggestion}?`;
  const texts: Record<string, string> = {
    'commander.unknownCommand': `Onbekend commando '${quoted}'.${hint}`,
    'commander.unknownOption': `Onbekende optie '${quoted}'.${hint}`,
    'commander.missingArgument': `Argument '${quoted}' ontbreekt.`,
    'commander.optionMissingArgument': `Optie '${quoted}' heeft een waarde nodig.`,
    'commander.missingMandatoryOptionValue': `Optie '${quoted}' is verplicht.`,
    'commander.excessArguments':
      quoted === '' ? 'Te veel argumenten.' : `Te veel argumenten voor '${quoted}'.`,
    'commander.conflictingOption': 'Deze opties gaan niet samen.',
    'commander.invalidArgument': `Ongeldige waarde voor '${quoted}'.`,
  };
  // Never commander's English: a code this list does not know is still a usage error in Dutch.
  const text = texts[error.code] ?? 'Verkeerd gebruik van beloning.';
  const help = commandPath === '' ? 'beloning --help' : `beloning ${commandPath} --help`;
  return { exitCode: EXIT.usage, lines: [text, `Zie ${help}.`] };
}
