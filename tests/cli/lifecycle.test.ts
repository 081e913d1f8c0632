/**
 * The scheme life cycle from scripts, with the BUILT binary against a real server
 * (tests/cli/lifecycle-server.ts: PGlite, a verified hirer with a scheme and a cao compliance, two agencies of
 * the fixture KVK registry): schemes create --from (payload, export and SETU files; dry run; refusals with
 * JSON paths), schemes links list|add|disable, compliances list|show and the columns of schemes list, piped,
 * with --json and in a real terminal.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifecycleServerInfo } from './lifecycle-server.js';
import { ESC, ROOT, runInTerminal, runPiped, startLifecycleServer, type TestServer } from './run-cli.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SETU_MESSAGE = join(ROOT, 'fixtures/setu/import-bouw-maandlonen.json');

let server: TestServer<LifecycleServerInfo>;
let info: LifecycleServerInfo;
let home: string;
let env: Record<string, string>;

/** Writes `value` as JSON into the test folder; answers its path. */
function file(name: string, value: unknown): string {
  const path = join(home, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return path;
}

/** The guids of the hirer's schemes, through the CLI's own list. */
async function schemeGuids(): Promise<string[]> {
  const list = await runPiped(['schemes', 'list', '--json'], env);
  expect(list.code, list.stderr).toBe(0);
  return (JSON.parse(list.stdout) as { guid: string }[]).map((scheme) => scheme.guid);
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startLifecycleServer();
  info = server.info;
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-lifecycle-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), NO_COLOR: '' };
  const login = await runPiped(
    ['login', '--url', info.url, '--username', info.username, '--password-stdin'],
    env,
    `${info.password}\n`,
  );
  expect(login.code, login.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (home !== undefined) rmSync(home, { recursive: true, force: true });
}, 60_000);

describe('beloning schemes create --from (built binary, real server)', { timeout: 120_000 }, () => {
  it('creates a scheme from an API payload: only the new guid on stdout, the saved scheme with --json', async () => {
    const path = file('payload.json', info.payload);
    const before = await schemeGuids();
    const created = await runPiped(['schemes', 'create', '--from', path], env);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^[0-9a-f-]{36}\n$/);
    const guid = created.stdout.trim();
    expect(guid).toMatch(GUID);
    expect(created.stderr).toContain('regeling (API-payload)');
    expect(created.stderr).toContain(
      'Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026, ondertekend door Jan de Vries, 01-07-2025 tot en met 30-06-2026; 1 loontabel (Schoonmaak 1-7-2025), 1 werksoort.',
    );
    expect(await schemeGuids()).toEqual([guid, ...before]);

    const json = await runPiped(['--json', 'schemes', 'create', '--from', path], env);
    expect(json.code, json.stderr).toBe(0);
    const saved = JSON.parse(json.stdout) as { guid: string; version: number; signed_fullname: string };
    expect(saved).toMatchObject({ version: 1, signed_fullname: 'Jan de Vries' });
    expect(saved.guid).toMatch(GUID);
    // The wages are the file's, cell by cell.
    const shown = await runPiped(['schemes', 'show', saved.guid, '--json'], env);
    const original = await runPiped(['schemes', 'show', info.scheme.guid, '--json'], env);
    const tables = (run: { stdout: string }) =>
      (JSON.parse(run.stdout) as { salary_tables: Record<string, unknown>[] }).salary_tables.map(
        ({ name, active_per, end_date, full_table }) => ({ name, active_per, end_date, full_table }),
      );
    expect(tables(shown)).toHaveLength(1);
    expect(tables(shown)).toEqual(tables(original));
  });

  it('creates a copy from a JSON export (with --akkoord) and an own scheme from a SETU message', async () => {
    const exported = join(home, 'export.json');
    const exportRun = await runPiped(
      ['schemes', 'export', info.scheme.guid, '--format', 'json', '--out', exported],
      env,
    );
    expect(exportRun.code, exportRun.stderr).toBe(0);

    const refused = await runPiped(['schemes', 'create', '--from', exported], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Geef --akkoord om de regeling op te slaan');
    expect(refused.stdout).toBe('');

    const copy = await runPiped(['schemes', 'create', '--from', exported, '--akkoord'], env);
    expect(copy.code, copy.stderr).toBe(0);
    expect(copy.stderr).toContain('regeling (export van beloning schemes export --format json)');
    expect(copy.stdout.trim()).toMatch(GUID);
    expect(copy.stdout.trim()).not.toBe(info.scheme.guid);

    const setu = await runPiped(['schemes', 'create', '--from', SETU_MESSAGE, '--akkoord'], env);
    expect(setu.code, setu.stderr).toBe(0);
    expect(setu.stderr).toContain('SETU-bericht (gelijkwaardige beloning v2.0)');
    expect(setu.stderr).toContain('Eigen regeling, ondertekend door Joke Jansen');
    expect(setu.stderr).toContain('Niet overgenomen');
    expect(setu.stderr).toContain('  sickPay[0]: zonder wachtdagen');
    const guid = setu.stdout.trim();
    expect(guid).toMatch(GUID);
    const shown = await runPiped(['schemes', 'show', guid, '--json'], env);
    expect(JSON.parse(shown.stdout)).toMatchObject({ cao_id: null, signed_fullname: 'Joke Jansen' });
  });

  it('shows with --dry-run what would be created and saves nothing, piped, with --json and in a terminal', async () => {
    const path = file('dry.json', info.payload);
    const before = await schemeGuids();
    const [dry, json, terminal] = await Promise.all([
      runPiped(['schemes', 'create', '--from', path, '--dry-run'], env),
      runPiped(['schemes', 'create', '--from', path, '--dry-run', '--json'], env),
      runInTerminal(['schemes', 'create', '--from', path, '--dry-run'], env),
    ]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toBe('');
    expect(dry.stderr).toContain('--dry-run: niets opgeslagen.');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      cao_id: info.payload.cao_id,
      signed_fullname: 'Jan de Vries',
      terms_accepted: true,
    });
    expect(terminal.code).toBe(0);
    expect(terminal.stdout).toContain('1 loontabel (Schoonmaak 1-7-2025)');
    expect(terminal.stdout).toContain('--dry-run: niets opgeslagen.');
    expect(await schemeGuids()).toEqual(before);
  });

  it('refuses an invalid scheme with the JSON path of each problem (exit 4) and saves nothing', async () => {
    const before = await schemeGuids();
    // The schema: an empty table name and no end date.
    const shape = structuredClone(info.payload) as Record<string, unknown> & {
      salary_tables: Record<string, unknown>[];
    };
    shape.salary_tables[0] = { ...shape.salary_tables[0], name: '' };
    delete shape.salary_tables[0]?.end_date;
    const shapeRun = await runPiped(['schemes', 'create', '--from', file('shape.json', shape)], env);
    expect(shapeRun.code).toBe(4);
    expect(shapeRun.stdout).toBe('');
    expect(shapeRun.stderr.split('\n')).toEqual([
      'Fout: De regeling is niet geldig; er is niets verstuurd:',
      '  salary_tables.0.name: Veld is vereist',
      '  salary_tables.0.end_date: Veld is vereist',
      '',
    ]);

    // The wizard's rules with the cao's data: below the cao's holiday allowance and below the cao's wage.
    const rules = structuredClone(info.payload) as typeof info.payload;
    rules.vacation_allowance = '1.00';
    const table = rules.salary_tables[0] as unknown as {
      full_table: Record<string, Record<string, Record<string, string>>>;
    };
    const adults = table.full_table['null'];
    if (adults?.['LG1'] === undefined) throw new Error('LG1 van alle leeftijden verwacht');
    adults['LG1']['1'] = '1.00';
    const rulesRun = await runPiped(
      ['schemes', 'create', '--from', file('rules.json', rules), '--dry-run'],
      env,
    );
    expect(rulesRun.code).toBe(4);
    expect(rulesRun.stderr).toContain('  vacation_allowance: Waarde moet minimaal 8 zijn\n');
    expect(rulesRun.stderr).toMatch(
      / {2}salary_tables\.0\.full_table\.null\.LG1\.1: Waarde moet minimaal \d+,\d\d zijn\n/,
    );

    // A file that edits a scheme is no new one.
    const edit = await runPiped(
      ['schemes', 'create', '--from', file('edit.json', { ...info.payload, inlener_cao_id: info.scheme.id })],
      env,
    );
    expect(edit.code).toBe(4);
    expect(edit.stderr).toContain('  inlener_cao_id: Een nieuwe regeling heeft geen inlener_cao_id');

    // A SETU message that lacks its parts, by their paths.
    const setu = await runPiped(
      ['schemes', 'create', '--from', file('setu.json', { documentId: { value: 'x' }, remuneration: [] })],
      env,
    );
    expect(setu.code).toBe(4);
    expect(setu.stderr).toContain('Het SETU-bericht kan niet als regeling worden ingelezen');
    expect(setu.stderr).toContain('  customer: Veld is vereist');

    // No JSON, no object, no file.
    const broken = await runPiped(['schemes', 'create', '--from', file('broken.json', '{ "cao_id": ')], env);
    expect(broken.code).toBe(4);
    expect(broken.stderr).toBe(
      `Fout: ${join(home, 'broken.json')}: dit is geen JSON; er is niets verstuurd.\n`,
    );
    const list = await runPiped(['schemes', 'create', '--from', file('list.json', [])], env);
    expect(list.code).toBe(4);
    expect(list.stderr).toContain('verwacht een regeling (JSON-object) of een SETU-bericht');
    const missing = await runPiped(['schemes', 'create', '--from', join(home, 'nergens.json')], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('het bestand kan niet gelezen worden');
    const usage = await runPiped(['schemes', 'create'], env);
    expect(usage.code).toBe(2);

    expect(await schemeGuids()).toEqual(before);
  });

  it('refuses an unknown cao by its path', async () => {
    const unknown = await runPiped(
      ['schemes', 'create', '--from', file('cao.json', { ...info.payload, cao_id: 999_999 }), '--dry-run'],
      env,
    );
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toContain('  cao_id: Vul een geldige waarde in');
  });

  it('shows its help with an example', async () => {
    const help = await runPiped(['help', 'schemes', 'create'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--from <bestand>');
    expect(help.stdout).toContain('GUID=$(beloning schemes create --from regeling.json --akkoord)');
    expect(help.stdout).not.toContain(ESC);
  });
});

describe('beloning schemes links (built binary, real server)', { timeout: 120_000 }, () => {
  it('adds, lists, disables and reconnects links with agencies, piped, with --json and in a terminal', async () => {
    const guid = info.scheme.guid;
    const [first, second] = info.agencies;
    const empty = await runPiped(['schemes', 'links', 'list', guid], env);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain(`Regeling '${guid}' heeft nog geen koppelingen.`);

    const added = await runPiped(
      ['schemes', 'links', 'add', guid, '--kvk', first.kvkNr, '--email', first.email],
      env,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stderr).toContain(`gekoppeld aan ${first.handelsnaam} (KVK ${first.kvkNr})`);
    // The JSON is the link as saved.
    const json = await runPiped(
      ['schemes', 'links', 'add', guid, '--kvk', second.kvkNr, '--email', 'planning@katrien.nl', '--json'],
      env,
    );
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([
      {
        kvk_nr: second.kvkNr,
        handelsnaam: second.handelsnaam,
        contact_email: 'planning@katrien.nl',
        active: false,
        disabled: false,
        new: true,
      },
    ]);

    const [piped, terminal, listJson] = await Promise.all([
      runPiped(['schemes', 'links', 'list', guid], env),
      runInTerminal(['schemes', 'links', 'list', guid], env),
      runPiped(['schemes', 'links', 'list', guid, '--json'], env),
    ]);
    expect(piped.stdout.split('\n')).toEqual([
      `${first.kvkNr}\t${first.handelsnaam}\t${first.email}\taan\tja\tja`,
      `${second.kvkNr}\t${second.handelsnaam}\tplanning@katrien.nl\taan\tnee\tja`,
      '',
    ]);
    expect(terminal.stdout).toMatch(/KVK\s+Uitlener\s+Contact\s+Koppeling\s+Kan openen\s+Nieuw/);
    expect(JSON.parse(listJson.stdout)).toHaveLength(2);

    const disabled = await runPiped(['schemes', 'links', 'disable', guid, '--kvk', second.kvkNr], env);
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(disabled.stderr).toContain('uitgezet; de uitlener ziet de regeling niet meer.');
    const again = await runPiped(['schemes', 'links', 'disable', guid, '--kvk', second.kvkNr], env);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('stond al uit');
    const afterDisable = await runPiped(['schemes', 'links', 'list', guid], env);
    expect(afterDisable.stdout).toContain(
      `${second.kvkNr}\t${second.handelsnaam}\tplanning@katrien.nl\tuit\t`,
    );

    // Adding a disabled agency again turns its link on, with the new address.
    const reconnected = await runPiped(
      ['schemes', 'links', 'add', guid, '--kvk', second.kvkNr, '--email', second.email],
      env,
    );
    expect(reconnected.code, reconnected.stderr).toBe(0);
    expect(reconnected.stderr).toContain('weer aangezet');
    const afterAdd = await runPiped(['schemes', 'links', 'list', guid], env);
    expect(afterAdd.stdout).toContain(`${second.kvkNr}\t${second.handelsnaam}\t${second.email}\taan\tja\tja`);
  });

  it('refuses a bad or unknown KVK number, a second link with an agency, and a link that does not exist', async () => {
    const guid = info.scheme.guid;
    const [first] = info.agencies;
    const before = await runPiped(['schemes', 'links', 'list', guid, '--json'], env);
    const refusals = await Promise.all([
      runPiped(['schemes', 'links', 'add', guid, '--kvk', '12ab', '--email', 'a@b.nl'], env),
      runPiped(['schemes', 'links', 'add', guid, '--kvk', '123456789', '--email', 'a@b.nl'], env),
      runPiped(['schemes', 'links', 'add', guid, '--kvk', '12345678', '--email', 'a@b.nl'], env),
      runPiped(['schemes', 'links', 'add', guid, '--kvk', '90000102', '--email', 'geen-adres'], env),
    ]);
    expect(refusals.map((run) => [run.code, run.stderr])).toEqual([
      [4, "Fout: --kvk '12ab': KVK nummer niet valide; er is niets opgeslagen.\n"],
      [4, "Fout: --kvk '123456789': Maximaal 8 karakters, KVK nummer niet valide; er is niets opgeslagen.\n"],
      [
        4,
        'Fout: KVK-nummer 12345678 is niet gevonden bij de Kamer van Koophandel (KVK nummer niet valide); er is niets opgeslagen.\n',
      ],
      [4, "Fout: --email 'geen-adres': Vul een geldig e-mail adres in; er is niets opgeslagen.\n"],
    ]);

    const duplicate = await runPiped(
      ['schemes', 'links', 'add', guid, '--kvk', first.kvkNr, '--email', 'ander@adres.nl'],
      env,
    );
    expect(duplicate.code).toBe(4);
    expect(duplicate.stderr).toBe(
      `Fout: Regeling '${guid}' heeft al een koppeling met ${first.handelsnaam} (KVK ${first.kvkNr}, ${first.email}): Een koppeling per uitlener. Er is niets opgeslagen.\n`,
    );

    const noLink = await runPiped(['schemes', 'links', 'disable', guid, '--kvk', '90000102'], env);
    expect(noLink.code).toBe(1);
    expect(noLink.stderr).toBe(
      `Fout: Regeling '${guid}' heeft geen koppeling met KVK-nummer 90000102; er is niets opgeslagen. Zie beloning schemes links list ${guid}.\n`,
    );

    const unknown = await Promise.all([
      runPiped(['schemes', 'links', 'list', 'onbekend'], env),
      runPiped(['schemes', 'links', 'add', 'onbekend', '--kvk', first.kvkNr, '--email', 'a@b.nl'], env),
      runPiped(['schemes', 'links', 'disable', 'onbekend', '--kvk', first.kvkNr], env),
    ]);
    for (const run of unknown) {
      expect(run.code).toBe(1);
      expect(run.stderr).toBe("Fout: Regeling 'onbekend' niet gevonden. Zie beloning schemes list.\n");
    }
    const usage = await runPiped(['schemes', 'links', 'add', guid, '--kvk', first.kvkNr], env);
    expect(usage.code).toBe(2);

    const after = await runPiped(['schemes', 'links', 'list', guid, '--json'], env);
    expect(after.stdout).toBe(before.stdout);
  });
});

describe('beloning compliances (built binary, real server)', { timeout: 120_000 }, () => {
  it('lists and shows the cao compliance, piped, with --json, --limit and in a terminal', async () => {
    const id = String(info.compliance.id);
    const [piped, terminal, json, limited] = await Promise.all([
      runPiped(['compliances', 'list'], env),
      runInTerminal(['compliances', 'list'], env),
      runPiped(['compliances', 'list', '--json'], env),
      runPiped(['compliances', 'list', '--limit', '1', '--json'], env),
    ]);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).toBe(
      `${id}\tCao Schoonmaak- en Glazenwassersbedrijf 2024-2026\tJan de Vries\t1\t0\tnee\n`,
    );
    expect(terminal.stdout).toMatch(/ID\s+Cao\s+Ondertekend door\s+Functies\s+Koppelingen\s+Nieuwe cao/);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ id: info.compliance.id, signed_fullname: 'Jan de Vries' }),
    ]);
    expect(JSON.parse(limited.stdout)).toHaveLength(1);

    const [show, showJson, showTerminal] = await Promise.all([
      runPiped(['compliances', 'show', id], env),
      runPiped(['compliances', 'show', id, '--json'], env),
      runInTerminal(['compliances', 'show', id], env),
    ]);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toContain(`ID\t${id}\n`);
    expect(show.stdout).toContain('Ondertekend door\tJan de Vries\n');
    // The job's table by its name (from the cao), not its id.
    expect(show.stdout).toMatch(/\nGevelreiniger\t-\t[A-Z][^\t\n]*\t[A-Z]+\d*\n/);
    expect(JSON.parse(showJson.stdout)).toMatchObject({ id: info.compliance.id, jobs: [expect.any(Object)] });
    expect(showTerminal.stdout).toMatch(/Functie\s+Aard\s+Loontabel\s+Minimumschaal/);
  });

  it('refuses an unknown or malformed id and a bad --limit', async () => {
    const [unknown, malformed, limit] = await Promise.all([
      runPiped(['compliances', 'show', '999999'], env),
      runPiped(['compliances', 'show', 'abc'], env),
      runPiped(['compliances', 'list', '--limit', '0'], env),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      "Fout: Cao-naleving '999999' niet gevonden. Zie beloning compliances list.\n",
    );
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain("Ongeldig id 'abc'");
    expect(limit.code).toBe(2);
    expect(limit.stderr).toContain("Ongeldige limiet '0'");
  });
});

describe('beloning schemes list (built binary, real server)', { timeout: 120_000 }, () => {
  it('tells schemes apart: name, signer, version, day of change and links, piped and in a terminal', async () => {
    const today = new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(new Date())
      .replace(/\//g, '-');
    const [piped, terminal, json] = await Promise.all([
      runPiped(['schemes', 'list'], env),
      runInTerminal(['schemes', 'list'], env),
      runPiped(['schemes', 'list', '--json'], env),
    ]);
    expect(piped.code, piped.stderr).toBe(0);
    const rows = piped.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    // The seeded scheme, linked with both agencies in the links test.
    expect(rows.find((row) => row[0] === info.scheme.guid)).toEqual([
      info.scheme.guid,
      'Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026',
      'Jan de Vries',
      '1',
      today,
      '2',
      'nee',
    ]);
    // The scheme made from the SETU message: an own scheme, signed by its contact.
    expect(rows).toContainEqual([
      expect.stringMatching(GUID),
      'Eigen beloningsregeling',
      'Joke Jansen',
      '1',
      today,
      '0',
      'nee',
    ]);
    expect(terminal.stdout).toMatch(
      /GUID\s+Regeling\s+Ondertekend door\s+Versie\s+Gewijzigd\s+Koppelingen\s+Nieuwe cao/,
    );
    const listed = JSON.parse(json.stdout) as { guid: string; signed_fullname: string }[];
    expect(listed.find((scheme) => scheme.guid === info.scheme.guid)?.signed_fullname).toBe('Jan de Vries');
  });
});
