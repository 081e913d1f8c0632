/**
 * The read-only display of the gelijkwaardige-beloning package in the portal (issue 21): core's completeness
 * view on the hirer's scheme detail page and on the agency's shared scheme, the blocks that changed since the
 * previous version (core's packageChanges) on both and in step 8 when a saved scheme is edited.
 * A version saved before the package existed shows every block 'nog niet ingevuld', never a value.
 *
 * The hirer shares the scheme, which needs a verified company: each project owns a number of the fixture
 * registry (99002116, 99002124) that no other spec uses. The agency needs no verification: a fresh number.
 */
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import type { EquivalentPackage } from '../../core/src/schemas/index.js';
import type { WizardState } from '../../core/src/wizard/index.js';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import {
  CAO,
  schemePayload,
  type AgencyAccount,
  type HirerAccount,
  type SavedScheme,
} from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';

const HIRER: Record<string, { kvkNr: string; name: string }> = {
  desktop: { kvkNr: '99002116', name: 'Inlener Gelijkwaardig B.V.' },
  phone: { kvkNr: '99002124', name: 'Inlener Gelijkwaardig Mobiel B.V.' },
};

/** Version 2: sick pay 'volgens cao', pension from the generally binding cao, own leave. */
const PACKAGE_V2: EquivalentPackage = {
  sick_pay: {
    origin: 'cao',
    waiting_days: 1,
    periods: [
      { from_month: 1, percentage: '100' },
      { from_month: 13, percentage: '70' },
    ],
  },
  leave: {
    origin: 'eigen',
    public_holidays: [{ name: 'Koningsdag', amount: '1', unit: 'dagen', per: 'jaar' }],
    leave_day_value: '100',
  },
  pension: {
    origin: 'cao_avv',
    name: 'Pensioenfonds Schoonmaak',
    employer_percentage: '15.9',
    employee_percentage: '7.95',
    franchise: '18475.00',
  },
};

/** Version 3: the employer's pension contribution raised, an IKB added, the leave taken out. */
const PACKAGE_V3: EquivalentPackage = {
  sick_pay: PACKAGE_V2.sick_pay,
  pension: { ...PACKAGE_V2.pension!, employer_percentage: '16.2' },
  ikb: {
    origin: 'eigen',
    parts: [{ name: 'Vakantietoeslag', percentage: '8' }],
    spending: [{ description: 'Opleiding' }],
  },
};

test.describe('the gelijkwaardige-beloning package, read only', () => {
  test.describe.configure({ mode: 'serial' });
  let hirer: HirerAccount;
  let agency: AgencyAccount;
  let scheme: SavedScheme;

  test.beforeAll(async ({ seed }, testInfo) => {
    const own = HIRER[testInfo.project.name] ?? HIRER.desktop!;
    hirer = await seed.createHirer({
      email: uniqueEmail('pakket-inlener'),
      kvkNr: own.kvkNr,
      companyName: own.name,
    });
    agency = await seed.createAgency({
      email: uniqueEmail('pakket-uitlener'),
      companyName: 'Pakketbureau B.V.',
    });
    const { access } = await seed.logIn(hirer);
    // Version 1 is saved as before the package existed; 2 and 3 carry blocks.
    scheme = await seed.saveScheme(access, schemePayload());
    scheme = await seed.saveNextVersion(access, scheme, {
      ...schemePayload(),
      equivalent_package: PACKAGE_V2,
    });
    scheme = await seed.saveNextVersion(access, scheme, {
      ...schemePayload(),
      equivalent_package: PACKAGE_V3,
    });
    await seed.share(access, { kind: 'scheme', id: scheme.id }, agency);
  });

  test('the detail page: the completeness view and the blocks changed since the previous version @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, hirer, `/inleners-cao-detail/${scheme.guid}`);
    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    await expect(section).toContainText('4 ingevuld, 3 volgens cao, 5 nog niet ingevuld');
    const view = section.getByRole('region', { name: 'Onderdelen van de gelijkwaardige beloning' });
    await expect(view.getByRole('row', { name: /^Pensioen / })).toHaveText(
      'Pensioenvolgens caoCao (algemeen verbindend verklaard)Pensioenfonds Schoonmaak; werkgever 16,2 %; werknemer 7,95 %; franchise € 18.475,00 per jaar',
    );
    await expect(view.getByRole('row', { name: /^Loondoorbetaling bij ziekte / })).toHaveText(
      'Loondoorbetaling bij ziektevolgens caoCao1 wachtdag; vanaf maand 1: 100 %; vanaf maand 13: 70 %',
    );
    await expect(view.getByRole('row', { name: /^Individueel keuzebudget/ })).toHaveText(
      'Individueel keuzebudget (IKB)ingevuldEigen regelingVakantietoeslag 8 %; te besteden aan: Opleiding',
    );
    await expect(view.getByRole('row', { name: /^Verlof / })).toHaveText('Verlofnog niet ingevuld––');
    await expect(view.getByRole('row', { name: /^Grondslagen / })).toHaveText(
      'Grondslagennog niet ingevuld––',
    );

    // The diff against version 2: pension changed, IKB added, leave removed; sick pay is the same.
    await expect(section.getByRole('heading', { name: 'Gewijzigd ten opzichte van versie 2' })).toBeVisible();
    const changes = section.getByRole('region', {
      name: 'Wijzigingen in de gelijkwaardige beloning ten opzichte van versie 2',
    });
    await expect(changes.getByRole('row')).toHaveCount(4);
    await expect(changes.getByRole('row', { name: /^Pensioen / })).toContainText('Gewijzigd');
    await expect(changes.getByRole('row', { name: /^Pensioen / })).toContainText('werkgever 15,9 %');
    await expect(changes.getByRole('row', { name: /^Pensioen / })).toContainText('werkgever 16,2 %');
    await expect(changes.getByRole('row', { name: /^Individueel keuzebudget/ })).toContainText(
      'Toegevoegdnog niet ingevuldEigen regeling: Vakantietoeslag 8 %',
    );
    await expect(changes.getByRole('row', { name: /^Verlof / })).toContainText(
      'VerwijderdEigen regeling: Feestdagen: Koningsdag: 1 dag per jaar; waarde verlofdag 100 % van het dagloonnog niet ingevuld',
    );
    await expect(changes.getByRole('row', { name: /^Loondoorbetaling/ })).toHaveCount(0);
    await expectAccessible(page);
    await section.scrollIntoViewIfNeeded();
    await capture(page, testInfo, 'detail');

    // Version 1, saved before the package: every block 'nog niet ingevuld', nothing to compare with.
    await page.getByLabel('Versie', { exact: true }).selectOption('1');
    await expect(page).toHaveURL(/version=1/);
    await expect(section).toContainText('3 ingevuld, 1 volgens cao, 8 nog niet ingevuld');
    await expect(view.getByText('nog niet ingevuld', { exact: true })).toHaveCount(8);
    await expect(view.getByRole('row', { name: /^Pensioen / })).toHaveText('Pensioennog niet ingevuld––');
    await expect(section).toContainText('Dit is de eerste versie');
    await expectAccessible(page);
    await capture(page, testInfo, 'detail-version1');

    // Version 2 against version 1: its three blocks added.
    await page.getByLabel('Versie', { exact: true }).selectOption('2');
    await expect(section.getByRole('heading', { name: 'Gewijzigd ten opzichte van versie 1' })).toBeVisible();
    const added = section.getByRole('region', {
      name: 'Wijzigingen in de gelijkwaardige beloning ten opzichte van versie 1',
    });
    await expect(added.getByRole('row')).toHaveCount(4);
    await expect(added.getByText('Toegevoegd', { exact: true })).toHaveCount(3);
  });

  test('the previous version fails to load: the completeness view stays, the changes are said to be missing', async ({
    page,
  }) => {
    await page.route(/\/inleners-cao\/[^/]+\/\?version=2$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Serverfout"}' }),
    );
    await logIn(page, hirer, `/inleners-cao-detail/${scheme.guid}`);
    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    await expect(section).toContainText('4 ingevuld, 3 volgens cao, 5 nog niet ingevuld');
    await expect(section).toContainText(
      'Versie 2 kon niet worden geladen, dus de wijzigingen worden niet getoond. Probeer het later opnieuw.',
    );
    await expect(section.getByRole('heading', { name: /Gewijzigd ten opzichte van/ })).toHaveCount(0);
  });

  test('the agency sees the completeness view and the changes of the shared scheme, and an old version', async ({
    page,
  }, testInfo) => {
    await logIn(page, agency, `/uitlenersportaal/regelingen/${scheme.guid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAO.full_name);
    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    await expect(section).toContainText('4 ingevuld, 3 volgens cao, 5 nog niet ingevuld');
    const view = section.getByRole('region', { name: 'Onderdelen van de gelijkwaardige beloning' });
    await expect(view.getByRole('row', { name: /^Pensioen / })).toContainText('volgens cao');
    await expect(view.getByRole('row', { name: /^Pensioen / })).toContainText(
      'franchise € 18.475,00 per jaar',
    );
    await expect(view.getByRole('row', { name: /^Individueel keuzebudget/ })).toContainText('ingevuld');
    await expect(view.getByRole('row', { name: /^Duurzame inzetbaarheid / })).toHaveText(
      'Duurzame inzetbaarheidnog niet ingevuld––',
    );
    // What changed since version 2, as the hirer sees it.
    const changes = section.getByRole('region', {
      name: 'Wijzigingen in de gelijkwaardige beloning ten opzichte van versie 2',
    });
    await expect(changes.getByRole('row')).toHaveCount(4);
    await expect(changes.getByRole('row', { name: /^Pensioen / })).toContainText('Gewijzigd');
    await expect(changes.getByRole('row', { name: /^Verlof / })).toContainText('Verwijderd');
    await expectAccessible(page);
    await section.scrollIntoViewIfNeeded();
    await capture(page, testInfo, 'agency');

    // The package as an Excel CSV: a row per value, with its block, status and origin, decimal commas.
    const csvOf = async (): Promise<{ name: string; lines: string[] }> => {
      const [download]: [Download, void] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /^Pakket/ }).click(),
      ]);
      const text = readFileSync(await download.path(), 'utf8');
      expect(text.startsWith('\uFEFFOnderdeel;Status;Herkomst;')).toBe(true);
      return { name: download.suggestedFilename(), lines: text.slice(1).trimEnd().split('\r\n') };
    };
    const v3 = await csvOf();
    expect(v3.name).toMatch(/^pakket-gelijkwaardige-beloning-.+-versie-3\.csv$/);
    expect(v3.lines).toContain(
      'Pensioen;volgens cao;Cao (algemeen verbindend verklaard);;;Premie werkgever (%);;;;16,2;procent;;;',
    );
    expect(v3.lines).toContain('Verlof;nog niet ingevuld;;;;;;;;;;;;');

    await page.getByLabel('Versie', { exact: true }).selectOption('1');
    await expect(page).toHaveURL(/version=1/);
    await expect(section).toContainText('3 ingevuld, 1 volgens cao, 8 nog niet ingevuld');
    await expect(view.getByRole('row', { name: /^Pensioen / })).toHaveText('Pensioennog niet ingevuld––');
    await expect(section).toContainText('Dit is de eerste versie');
    // Saved before the package: eight blocks 'nog niet ingevuld' and not one value.
    const v1 = await csvOf();
    expect(v1.name).toMatch(/-versie-1\.csv$/);
    expect(v1.lines.slice(1)).toHaveLength(8);
    for (const line of v1.lines.slice(1)) expect(line).toMatch(/^[^;]+;nog niet ingevuld;+$/);
  });

  test('step 8 of an edit: the blocks in the summary and what changed since the version it started from', async ({
    page,
  }, testInfo) => {
    const edited: EquivalentPackage = {
      ...PACKAGE_V3,
      sustainable_employability: {
        origin: 'eigen',
        items: [{ type: 'vitaliteitsbudget', name: 'Sportbudget', amount: '250', unit: 'euro', per: 'jaar' }],
      },
    };
    const state: WizardState = caoWizardState({
      step4Done: true,
      step5Done: true,
      step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
      step7: { caoText: '<p>Onze eigen afspraken</p>', originalCaoText: CAO.cao_text },
      inlenerCaoId: scheme.id,
      expectedVersion: 3,
      schemeGuid: scheme.guid,
      equivalentPackage: edited,
    });
    await logIn(page, hirer);
    await storeItem(page, WIZARD_KEY, JSON.stringify(state));
    await page.goto('/inleners-wizard/stap8-overzicht');
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 8: Overzicht' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    await expect(section).toContainText('ingevuld, 3 volgens cao, 4 nog niet ingevuld');
    const view = section.getByRole('region', { name: 'Onderdelen van de gelijkwaardige beloning' });
    await expect(view.getByRole('row', { name: /^Duurzame inzetbaarheid / })).toHaveText(
      'Duurzame inzetbaarheidingevuldEigen regelingVitaliteitsbudget: Sportbudget; € 250,00 per jaar',
    );
    await expect(section.getByRole('heading', { name: 'Gewijzigd ten opzichte van versie 3' })).toBeVisible();
    const changes = section.getByRole('region', {
      name: 'Wijzigingen in de gelijkwaardige beloning ten opzichte van versie 3',
    });
    await expect(changes.getByRole('row')).toHaveCount(2);
    await expect(changes.getByRole('row', { name: /^Duurzame inzetbaarheid / })).toContainText('Toegevoegd');
    await expectAccessible(page);
    await section.scrollIntoViewIfNeeded();
    await capture(page, testInfo, 'step8');
  });

  test('step 8 of a new scheme without blocks: every block nog niet ingevuld, no comparison', async ({
    page,
  }) => {
    const state: WizardState = caoWizardState({
      step4Done: true,
      step5Done: true,
      step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
      step7: { caoText: '<p>Onze eigen afspraken</p>', originalCaoText: CAO.cao_text },
    });
    await logIn(page, hirer);
    await storeItem(page, WIZARD_KEY, JSON.stringify(state));
    await page.goto('/inleners-wizard/stap8-overzicht');
    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    await expect(section).toContainText('8 nog niet ingevuld');
    await expect(
      section
        .getByRole('region', { name: 'Onderdelen van de gelijkwaardige beloning' })
        .getByText('nog niet ingevuld', { exact: true }),
    ).toHaveCount(8);
    await expect(section.getByRole('heading', { name: /Gewijzigd ten opzichte van/ })).toHaveCount(0);
  });
});
