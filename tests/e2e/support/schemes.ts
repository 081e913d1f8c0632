import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { waitForLink } from './mailbox.js';

/**
 * Hirer data for the overview, detail and links tests, made through the real API the way the wizards send
 * it: a verified hirer (registered with a number and name of the fixture KVK registry), schemes built from a
 * fixture cao (as server/src/routes/schemes.test.ts builds them) and cao compliances.
 */

const CAO_FILE = fileURLToPath(
  new URL('../../../fixtures/caos/schoonmaak-glazenwassers.json', import.meta.url),
);

interface FixtureTable {
  id: number;
  name: string;
  active_per: string;
  end_date: string | null;
  wages_per: string;
  wages_divided_by: string;
  hour_definition: string;
  initial_scaling: string;
  adv_comment: string;
  payscales: string[];
  full_table: Record<string, Record<string, Record<string, string>>>;
}

interface FixtureCao {
  id: number;
  full_name: string;
  vacation_time_amount: string;
  vacation_allowance: string;
  vacation_time_type: string;
  year_end_bonus_amount: string;
  salary_tables: FixtureTable[];
}

/** The cleaning cao of fixtures/caos, which the server loads at its start (cao id 1, tables 101 and up). */
export const CAO = JSON.parse(readFileSync(CAO_FILE, 'utf8')) as FixtureCao;

export function firstTable(): FixtureTable {
  const table = CAO.salary_tables[0];
  if (table === undefined) throw new Error('De fixture-cao heeft geen loontabel');
  return table;
}

/** A logged-in API session of one hirer user. */
export interface HirerSession {
  readonly email: string;
  readonly password: string;
  readonly access: string;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  access?: string,
): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (access === undefined) {
    const csrf = (await (await fetch(`${baseUrl}/api/csrf/`)).json()) as { csrf_token: string };
    headers.Cookie = `csrftoken=${csrf.csrf_token}`;
    headers['X-CSRFToken'] = csrf.csrf_token;
  } else {
    headers.Authorization = `Bearer ${access}`;
  }
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} gaf ${response.status}: ${text}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Registers a hirer with this KVK number and company name, activates it through the mailed link and logs
 * in. With a number and name of the fixture registry the company is verified at once.
 */
export async function createHirer(
  baseUrl: string,
  email: string,
  kvkNr: string,
  companyName: string,
): Promise<HirerSession> {
  const password = 'Een lang wachtwoord 2025!';
  await call(baseUrl, 'POST', '/rest-auth/inlener-registration/', {
    username: email,
    email,
    password1: password,
    password2: password,
    company_name: companyName,
    company_name_type: 'rechtspersoon',
    kvk_nr: kvkNr,
    terms_and_conditions_accepted: true,
    phone_nr: '0201234567',
  });
  const link = await waitForLink(email, 'account-activatie');
  const [, , uidb64, token] = link.split('/');
  if (uidb64 === undefined || token === undefined) throw new Error(`Onverwachte activatielink: ${link}`);
  await call(baseUrl, 'POST', '/rest-auth/inlener-activation/', { uidb64, token: decodeURIComponent(token) });
  const login = (await call(baseUrl, 'POST', '/rest-auth/inlener-login/', {
    username: email,
    password,
  })) as { access: string };
  return { email, password, access: login.access };
}

/** A scheme as the wizard saves it, on the first table of the fixture cao. */
export function schemePayload(changes: { vacationAllowance?: string } = {}): Record<string, unknown> {
  const table = firstTable();
  return {
    proposal_inlener_id: null,
    follow_salary_tables: true,
    signed_fullname: 'Jan de Vries',
    terms_accepted: true,
    cao_id: CAO.id,
    cao_text:
      '<h1>Arbeidsduur</h1><p>De normale arbeidsduur is <strong>38 uur</strong> per week.</p><script>window.hacked = true</script>',
    duration_start: table.active_per,
    duration_end: '2026-06-30',
    vacation_amount: CAO.vacation_time_amount,
    vacation_allowance: changes.vacationAllowance ?? CAO.vacation_allowance,
    vacation_time_type: CAO.vacation_time_type,
    salary_tables: [
      {
        salary_table_id: table.id,
        original_salary_table_id: table.id,
        name: table.name,
        active_per: table.active_per,
        end_date: table.end_date,
        conform: 'CAO',
        wages_per: table.wages_per,
        wages_divided_by: table.wages_divided_by,
        hour_definition: table.hour_definition,
        initial_scaling: table.initial_scaling,
        adv_comment: table.adv_comment,
        adv_type: null,
        adv_amount: null,
        bbl: false,
        periodiek_verhogingen: [],
        shift_work_comment: '',
        full_table: table.full_table,
        inleners_jobs: [
          {
            job_id: null,
            name: 'Glazenwasser hoogbouw',
            minimal_payscale: table.payscales[1] ?? '',
            aard: null,
          },
        ],
      },
    ],
    werksoorten: [
      {
        name: 'OV01',
        amount: '25',
        start_date: table.active_per,
        end_date: null,
        description: 'Eerste twee uur',
        type: 'percentage',
        comment: 'Na 38 uur per week',
      },
    ],
    educations: [{ description: 'VCA basis', inleners_jobs: ['Glazenwasser hoogbouw'] }],
    one_off_bonuses: [],
    bonus_combination: 'highest',
    year_end_bonus_type: 'percentage',
    year_end_bonus_amount: CAO.year_end_bonus_amount,
    year_end_bonus_comment: 'Uitbetaald in december',
  };
}

/** Saves a new scheme (version 1) and answers with its ids. */
export async function createScheme(
  baseUrl: string,
  hirer: HirerSession,
): Promise<{ id: number; guid: string; version: number }> {
  return (await call(baseUrl, 'POST', '/inleners/inleners-cao/', schemePayload(), hirer.access)) as {
    id: number;
    guid: string;
    version: number;
  };
}

/** Saves the next version of a scheme with a higher holiday allowance. */
export async function saveNextVersion(
  baseUrl: string,
  hirer: HirerSession,
  scheme: { id: number; version: number },
  vacationAllowance: string,
): Promise<{ version: number }> {
  return (await call(
    baseUrl,
    'PUT',
    '/inleners/inleners-cao/',
    { ...schemePayload({ vacationAllowance }), inlener_cao_id: scheme.id, expected_version: scheme.version },
    hirer.access,
  )) as { version: number };
}

/** Saves a cao compliance with one own job in the cao's first table. */
export async function createCompliance(baseUrl: string, hirer: HirerSession): Promise<{ id: number }> {
  const table = firstTable();
  return (await call(
    baseUrl,
    'POST',
    '/inleners/cao-compliance/',
    {
      cao_id: CAO.id,
      signed_fullname: 'Jan de Vries',
      jobs: [
        {
          job_id: null,
          name: 'Gevelreiniger',
          aard: null,
          salary_table_id: table.id,
          minimal_payscale: table.payscales[0],
        },
      ],
    },
    hirer.access,
  )) as { id: number };
}

/** What the tests read back of a scheme (GET inleners/inleners-cao/{guid}/, the newest version). */
export interface SchemeReadBack {
  readonly guid: string;
  readonly version: number;
  readonly versions: readonly { version: number }[];
  readonly vacation_allowance: string;
  readonly signed_fullname: string;
  readonly koppelingen: readonly {
    kvk_nr: string;
    handelsnaam: string;
    contact_email: string;
    disabled: boolean;
  }[];
}

/** The newest version of a scheme as the hirer reads it through the API. */
export async function readScheme(baseUrl: string, access: string, guid: string): Promise<SchemeReadBack> {
  return (await call(baseUrl, 'GET', `/inleners/inleners-cao/${guid}/`, undefined, access)) as SchemeReadBack;
}

/** The guids of the hirer's open proposals (GET inleners/inleners-cao-list/?get_proposals=true). */
export async function openProposalGuids(baseUrl: string, access: string): Promise<string[]> {
  const list = (await call(
    baseUrl,
    'GET',
    '/inleners/inleners-cao-list/?get_proposals=true',
    undefined,
    access,
  )) as { guid: string; proposal_by: string | null; rejected_proposal: boolean }[];
  return list.filter((item) => item.proposal_by !== null && !item.rejected_proposal).map((item) => item.guid);
}
