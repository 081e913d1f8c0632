import { ApiError } from '@beloning/core/api';
import { describe, expect, it } from 'vitest';
import {
  CliError,
  MESSAGES,
  notFoundMessage,
  notLoggedInMessage,
  toFailure,
  usageFailure,
} from './errors.js';
import { EXIT, EXIT_CODES_HELP } from './exit-codes.js';

function httpError(status: number, raw: unknown, retryAfterSeconds: number | null = null): ApiError {
  return new ApiError({ kind: 'http', status, raw, retryAfterSeconds });
}

describe('toFailure', () => {
  it('maps a server that cannot be reached to one Dutch line naming it, exit 1', () => {
    const failure = toFailure(new ApiError({ kind: 'network', status: 0, raw: null }), {
      url: 'http://localhost:3999',
    });
    expect(failure).toEqual({
      exitCode: EXIT.failure,
      lines: [
        'Kan de server op http://localhost:3999 niet bereiken. Controleer het adres of start de server (npm start).',
      ],
    });
  });

  it('maps 401 to "Niet ingelogd" and 403 to its detail, both exit 3', () => {
    expect(toFailure(httpError(401, { detail: 'Token ongeldig' }))).toEqual({
      exitCode: EXIT.notLoggedIn,
      lines: [MESSAGES.notLoggedIn],
    });
    expect(toFailure(httpError(403, { detail: 'Alleen de hoofdgebruiker mag dit.' }))).toEqual({
      exitCode: EXIT.notLoggedIn,
      lines: ['Alleen de hoofdgebruiker mag dit.'],
    });
  });

  it('fits the hint of a 401 to the situation: CI token, agency, the server used', () => {
    const situation = {
      url: 'http://beloning.test',
      kind: 'inlener',
      fromEnvironment: false,
      urlGiven: false,
    } as const;
    expect(toFailure(httpError(401, {}), { login: situation })).toEqual({
      exitCode: EXIT.notLoggedIn,
      lines: ['Niet ingelogd op http://beloning.test of sessie verlopen. Log in met: beloning login'],
    });
    expect(notLoggedInMessage({ ...situation, kind: 'uitlener', urlGiven: true })).toBe(
      'Niet ingelogd op http://beloning.test of sessie verlopen. Log in met: beloning login --agency --url http://beloning.test',
    );
    const ci = notLoggedInMessage({ ...situation, fromEnvironment: true });
    expect(ci).toBe(
      'De server op http://beloning.test weigert het toegangstoken in BELONING_TOKEN (ongeldig of verlopen). ' +
        'Zet een nieuw toegangstoken in BELONING_TOKEN, of haal de variabele weg om met uw sessie te werken.',
    );
    expect(ci).not.toContain('beloning login');
  });

  it('names what a 404 did not find: the scheme as given and the version asked for', () => {
    expect(
      toFailure(httpError(404, { detail: 'Niet gevonden.' }), { subject: { kind: 'regeling', id: 'abc' } }),
    ).toEqual({
      exitCode: EXIT.failure,
      lines: ["Regeling 'abc' niet gevonden. Zie beloning schemes list."],
    });
    expect(notFoundMessage({ kind: 'regeling', id: 'abc', version: '7' })).toBe(
      "Regeling 'abc' met versie 7 niet gevonden. Zie beloning schemes versions abc.",
    );
    expect(notFoundMessage({ kind: 'gedeelde regeling', id: 'abc' })).toBe(
      "Gedeelde regeling 'abc' niet gevonden (of niet meer gedeeld). Zie beloning shared list.",
    );
    expect(notFoundMessage({ kind: 'cao', id: '12' })).toBe(
      "Cao '12' niet gevonden. Zie beloning caos list.",
    );
    // Without a subject, the server's own words.
    expect(toFailure(httpError(404, { detail: 'Niet gevonden.' })).lines).toEqual(['Niet gevonden.']);
  });

  it('maps 412 to the conflict sentence, exit 1', () => {
    expect(toFailure(httpError(412, { detail: 'Precondition failed' }))).toEqual({
      exitCode: EXIT.failure,
      lines: ['Iemand anders heeft de regeling gewijzigd; er is niets opgeslagen.'],
    });
  });

  it('lists the field errors of a 400 in Dutch, exit 4', () => {
    const failure = toFailure(
      httpError(400, {
        errors: {
          name: ['Veld is vereist'],
          'salary_tables.0.end_date': ['Geldige datum vereist (DD-MM-YYYY)'],
        },
        non_field_errors: ['Kon cao niet opslaan.'],
      }),
    );
    expect(failure).toEqual({
      exitCode: EXIT.validation,
      lines: [
        MESSAGES.fieldErrors,
        '  name: Veld is vereist',
        '  salary_tables.0.end_date: Geldige datum vereist (DD-MM-YYYY)',
        '  Kon cao niet opslaan.',
      ],
    });
  });

  it('shows a 400 with only general errors as those messages', () => {
    expect(toFailure(httpError(400, { errors: {}, non_field_errors: ['Onjuiste inloggegevens'] }))).toEqual({
      exitCode: EXIT.validation,
      lines: ['Onjuiste inloggegevens'],
    });
  });

  it('maps 429, 5xx and answers that are not JSON to exit 1 without internals', () => {
    expect(toFailure(httpError(429, { detail: 'x' }, 30)).lines).toEqual([
      'Te veel pogingen. Probeer het over 30 seconden opnieuw.',
    ]);
    expect(toFailure(httpError(500, '<html>stack</html>'))).toEqual({
      exitCode: EXIT.failure,
      lines: [MESSAGES.serverError],
    });
    expect(toFailure(new ApiError({ kind: 'invalid-response', status: 200, raw: '<html>' })).exitCode).toBe(
      EXIT.failure,
    );
  });

  it("passes a command's own CliError through and names any other error in one line", () => {
    expect(toFailure(new CliError(['a', 'b'], EXIT.validation))).toEqual({
      exitCode: EXIT.validation,
      lines: ['a', 'b'],
    });
    expect(toFailure(new Error('kapot'))).toEqual({
      exitCode: EXIT.failure,
      lines: ['Onverwachte fout: kapot'],
    });
  });
});

describe('usageFailure', () => {
  it("translates commander's errors to Dutch with exit 2", () => {
    expect(
      usageFailure({
        code: 'commander.unknownCommand',
        message: "error: unknown command 'cao'\n(Did you mean caos?)",
      }),
    ).toEqual({
      exitCode: EXIT.usage,
      lines: ["Onbekend commando 'cao'. Bedoelt u caos?", 'Zie beloning --help.'],
    });
    expect(
      usageFailure({ code: 'commander.missingArgument', message: "error: missing required argument 'id'" }),
    ).toEqual({ exitCode: EXIT.usage, lines: ["Argument 'id' ontbreekt.", 'Zie beloning --help.'] });
    expect(
      usageFailure(
        { code: 'commander.missingArgument', message: "error: missing required argument 'id'" },
        'caos show',
      ).lines,
    ).toEqual(["Argument 'id' ontbreekt.", 'Zie beloning caos show --help.']);
  });
});

describe('EXIT_CODES_HELP', () => {
  it('lists every exit code', () => {
    for (const code of Object.values(EXIT)) expect(EXIT_CODES_HELP).toMatch(new RegExp(`^  ${code}  `, 'm'));
  });
});
