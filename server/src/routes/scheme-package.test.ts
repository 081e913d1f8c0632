import {
  fieldErrorBodySchema,
  inlenersCaoResponseSchema,
  koppelingenResponseSchema,
  packageCompleteness,
} from '@beloning/core/schemas';
import { asc, eq } from 'drizzle-orm';
import { fromSetuInquiryPayEquity } from '@beloning/core/setu';
import { expect, it } from 'vitest';
import { setuErrors } from '../../../tests/helpers/setu.js';
import { examplePackage } from '../../../core/src/schemas/equivalent-package.fixtures.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { saveScheme, schemePayloadFor } from '../../../tests/helpers/schemes.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { schemeVersions } from '../db/schema.js';
import { forgetPayloads } from '../schemes/payloads.js';

let kvkCounter = 0;
const freshKvk = () => String(71_000_000 + ((process.pid * 131 + ++kvkCounter * 13) % 9_999_999));

describeEachEngine('the gelijkwaardige-beloning package in a scheme version', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });

  const detail = async (token: string, guid: string, version?: number) => {
    const response = await test.call(
      token,
      'GET',
      `/api/inleners/inleners-cao/${guid}/${version === undefined ? '' : `?version=${version}`}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return inlenersCaoResponseSchema.parse(response.json());
  };

  it('saves the blocks in the version, reads them back, and an older version without them reads empty', async () => {
    const hirer = await test.hirer();
    const v1 = await saveScheme(test.app, hirer.token);
    const withPackage = { ...schemePayloadFor(), equivalent_package: examplePackage() };
    await saveScheme(test.app, hirer.token, withPackage, { inlener_cao_id: v1.id, expected_version: 1 });
    const changed = examplePackage();
    changed.pension = { ...changed.pension!, employer_percentage: '16.2' };
    await saveScheme(
      test.app,
      hirer.token,
      { ...schemePayloadFor(), equivalent_package: changed },
      { inlener_cao_id: v1.id, expected_version: 2 },
    );

    // Read as a new process would: rebuilt from what the database holds.
    forgetPayloads(test.db);
    const first = await detail(hirer.token, v1.guid, 1);
    expect(first.equivalent_package).toEqual({});
    expect(
      packageCompleteness(first)
        .elements.filter((element) => element.status === 'nog_niet_ingevuld')
        .map((element) => element.key),
    ).toEqual([
      'sick_pay',
      'leave',
      'pension',
      'ikb',
      'sustainable_employability',
      'supplementary',
      'other',
      'base_definitions',
    ]);
    expect((await detail(hirer.token, v1.guid, 2)).equivalent_package).toEqual(examplePackage());
    const newest = await detail(hirer.token, v1.guid);
    expect(newest.version).toBe(3);
    expect(newest.equivalent_package?.pension?.employer_percentage).toBe('16.2');

    // Version 3 stores only what changed: the employer's pension contribution.
    const rows = await test.db
      .select({ number: schemeVersions.number, changes: schemeVersions.changes })
      .from(schemeVersions)
      .where(eq(schemeVersions.schemeId, v1.id))
      .orderBy(asc(schemeVersions.number));
    expect(rows[2]?.changes).toEqual([['/equivalent_package/pension/employer_percentage', '16.2']]);
  });

  it('refuses a bad block with Dutch messages under its path, and saves nothing', async () => {
    const hirer = await test.hirer();
    const bad = examplePackage();
    bad.pension = { ...bad.pension!, employer_percentage: '101', franchise: '18.475,00' };
    bad.sick_pay = { ...bad.sick_pay!, waiting_days: 5 };
    bad.leave = { ...bad.leave!, start_date: '2026-02-01', end_date: '2026-01-31' };
    const response = await test.call(hirer.token, 'POST', '/api/inleners/inleners-cao/', {
      ...schemePayloadFor(),
      equivalent_package: bad,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrorBodySchema.parse(response.json()).errors).toEqual({
      'equivalent_package.sick_pay.waiting_days': ['Waarde moet maximaal 2 zijn'],
      'equivalent_package.leave.end_date': ['Datum moet ná vanaf datum zijn'],
      'equivalent_package.pension.employer_percentage': ['Waarde moet maximaal 100 zijn'],
      'equivalent_package.pension.franchise': ['Vul een geldig getal in'],
    });
    const list = await test.call(hirer.token, 'GET', '/api/inleners/inleners-cao-list/');
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain('guid');
  });

  it('shows the blocks to an agency the scheme is shared with', async () => {
    const hirer = await test.hirer({ kvkVerified: true, companyName: `Pakket ${++kvkCounter} B.V.` });
    const saved = await saveScheme(test.app, hirer.token, {
      ...schemePayloadFor(),
      equivalent_package: { pension: examplePackage().pension! },
    });
    const kvk = freshKvk();
    const agency = await test.agency({ kvkNr: kvk });
    const shared = await test.call(
      hirer.token,
      'PUT',
      `/api/inleners/inleners-cao/${saved.guid}/koppelingen/`,
      {
        koppelingen: [
          { kvk_nr: kvk, handelsnaam: `Bureau ${kvk}`, contact_email: agency.email, disabled: false },
        ],
      },
    );
    expect(shared.statusCode, shared.body).toBe(200);
    koppelingenResponseSchema.parse(shared.json());
    const response = await test.call(agency.token, 'GET', `/api/uitleners/inleners-cao/${saved.guid}/`);
    expect(response.statusCode, response.body).toBe(200);
    const scheme = inlenersCaoResponseSchema.parse(response.json());
    expect(scheme.equivalent_package).toEqual({ pension: examplePackage().pension });
    const view = packageCompleteness(scheme);
    expect(view.elements.find((element) => element.key === 'pension')?.statusLabel).toBe('ingevuld');
    expect(view.counts.nog_niet_ingevuld).toBe(7);
  });

  it('exports the blocks in the SETU v2.0 message, valid, and they read back as saved', async () => {
    const hirer = await test.hirer();
    const saved = await saveScheme(test.app, hirer.token, {
      ...schemePayloadFor(),
      equivalent_package: examplePackage(),
    });
    const response = await test.call(
      hirer.token,
      'GET',
      `/api/inleners/inleners-cao/${saved.guid}/export/?format=setu`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json<Record<string, Array<Record<string, unknown>>>>();
    expect(setuErrors(message)).toEqual([]);
    expect(message.sickPay?.[0]).toMatchObject({ waitingDays: { value: 1, unitCode: 'Day' } });
    expect(message.pension?.[0]).toMatchObject({
      franchise: { description: 'Franchise € 18.475,00 per jaar' },
    });
    const imported = fromSetuInquiryPayEquity(message);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const { base_definitions: bases, ...rest } = imported.payload.equivalent_package ?? {};
    const { base_definitions: sentBases, ...sent } = examplePackage();
    expect(rest).toEqual(sent);
    // SETU has no origin for the bases: read back as unknown.
    expect(bases).toMatchObject({
      origin: 'onbekend',
      bases: [{ base: 'basisloon', wage: true, holiday_allowance: false, all_allowances: false }],
    });
    expect(sentBases?.bases[0]?.base).toBe('basisloon');
  });

  it('documents the blocks in the OpenAPI document of the save and the detail', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    const document = JSON.parse(text) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    const body = JSON.stringify(document.paths['/api/inleners/inleners-cao/']?.post?.requestBody);
    expect(body).toContain('equivalent_package');
    for (const block of ['sick_pay', 'waiting_days', 'leave_day_value', 'franchise', 'base_definitions'])
      expect(text).toContain(block);
  });
});
