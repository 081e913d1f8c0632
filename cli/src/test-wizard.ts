import { readFileSync } from 'node:fs';
import type { AgencyInvite, CaoOption, User } from '@beloning/core/api';
import { caoSchema, type Cao } from '@beloning/core/schemas';
import type { WizardApi } from './wizard/wizard-api.js';

/** A wizard API with fixed answers from the cao fixtures, recording what was saved. For tests only. */

export const CAO_FILES = ['schoonmaak-glazenwassers.json', 'beroepsgoederenvervoer-2025.json'] as const;

export function fixtureCao(file: string = CAO_FILES[0]): Cao {
  return caoSchema.parse(
    JSON.parse(readFileSync(new URL(`../../fixtures/caos/${file}`, import.meta.url), 'utf8')),
  );
}

export function caoOption(cao: Cao): CaoOption {
  return {
    cao_id: cao.id,
    full_name: cao.full_name,
    vacation_time_type: cao.vacation_time_type,
    vacation_time_amount: cao.vacation_time_amount,
    vacation_allowance: cao.vacation_allowance,
    year_end_bonus_amount: cao.year_end_bonus_amount,
  };
}

export const TEST_USER: User = {
  username: 'jan',
  email: 'jan@glas.test',
  company_name: 'Glasheldere Ramen B.V.',
  kvk_nr: '68750110',
  holding_kvk_nr: null,
  kvk_verified: true,
  permissions: ['inleners.create_inlenerscao'],
  salary_table_update_emails: true,
  uitlener_asked_for_help: null,
};

export interface TestApi extends WizardApi {
  calls: { method: string; payload: unknown }[];
}

export function testWizardApi(
  options: { invites?: AgencyInvite[]; fail?: Partial<Record<keyof WizardApi, unknown>> } = {},
): TestApi {
  const caos = CAO_FILES.map((file) => fixtureCao(file));
  const calls: TestApi['calls'] = [];
  const answer = <T>(method: keyof WizardApi, payload: unknown, value: T): Promise<T> => {
    calls.push({ method, payload });
    const failure = options.fail?.[method];
    return failure === undefined ? Promise.resolve(value) : Promise.reject(failure);
  };
  return {
    calls,
    user: () => answer('user', null, TEST_USER),
    caoOptions: (latest) => answer('caoOptions', latest, (latest ? caos.slice(0, 1) : caos).map(caoOption)),
    cao: (id) => {
      const found = caos.find((cao) => cao.id === id);
      return found === undefined ? Promise.reject(new Error(`no cao ${id}`)) : answer('cao', id, found);
    },
    salaryTables: (caoId) =>
      answer('salaryTables', caoId, caos.find((cao) => cao.id === caoId)?.salary_tables ?? []),
    aardTypes: () =>
      answer('aardTypes', null, [
        ['uitvoerend', 'Uitvoerend'],
        ['leidinggevend', 'Leidinggevend'],
      ] as [string, string][]),
    invites: () => answer('invites', null, options.invites ?? []),
    askForHelp: (subscription) => answer('askForHelp', subscription, undefined),
    createCompliance: (payload) => answer('createCompliance', payload, { id: 41 }),
    scheme: (guid) => Promise.reject(new Error(`no scheme ${guid}`)),
    createScheme: (payload) => answer('createScheme', payload, { id: 7, guid: 'nieuw-guid', version: 1 }),
    updateScheme: (payload) => answer('updateScheme', payload, { id: 7, guid: 'oud-guid', version: 3 }),
  };
}

export const KEY = {
  tab: '\t',
  shiftTab: '\u001b[Z',
  down: '\u001b[B',
  up: '\u001b[A',
  right: '\u001b[C',
  left: '\u001b[D',
  enter: '\r',
  escape: '\u001b',
  backspace: '\u007f',
  space: ' ',
} as const;
