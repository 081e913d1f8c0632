import type { Locator, Page } from '@playwright/test';
import type { FullTable } from '../../core/src/schemas/index.js';
import {
  increaseFullTable,
  increaseFullTableByPayscale,
  minimumWageNotice,
  pasteBlock,
  setCell,
  wmlCoverage,
} from '../../core/src/salary/index.js';
import {
  newTableForm,
  stepIssues,
  wizardStateSchema,
  type WizardState,
} from '../../core/src/wizard/index.js';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storedItem,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { type HirerAccount } from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';

/**
 * Step 4's salary editor (issue 16): AG Grid Community as a view of core's grid model, with the editor's own
 * selection, clipboard, fill, history and bulk increase. The wizard is seeded in localStorage with the
 * cleaning cao's tables (core's caoTableForms) at step 4; every outcome is compared with core's functions.
 */

const STEP4 = '/inleners-wizard/stap4-lonen';

/** An own scheme (no cao) with steps 1 to 3 done: one new table with its settings and no wages yet. */
function ownSchemeState(): WizardState {
  const table = {
    ...newTableForm('Eigen lonen', []),
    activePer: '01-01-2025',
    endDate: '31-12-2025',
    hourDefinition: 'Gewerkte uren',
    advComment: 'Geen ADV',
  };
  const state = wizardStateSchema.parse({
    ...caoWizardState(),
    step1: { usesCao: 0, withEmployersOrganisation: false },
    step2: { ...caoWizardState().step2, caoId: null, startDate: '01-01-2025', endDate: '31-12-2025' },
    salaryTables: [table],
  });
  const refused = stepIssues(state, 3, { cao: null });
  if (refused.length > 0) throw new Error(`stap 3 is niet af: ${refused[0]?.message}`);
  return state;
}

async function storedState(page: Page): Promise<WizardState> {
  return wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
}

async function storedTable(page: Page, key: string): Promise<FullTable> {
  const state = wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
  const table = state.salaryTables.find((candidate) => candidate.key === key);
  if (table === undefined) throw new Error(`Tabel ${key} ontbreekt`);
  return table.fullTable;
}

function ageGrid(page: Page, label: string): Locator {
  return page
    .locator('section.salary-editor__age')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
}

function cell(grid: Locator, payscale: string, column: number): Locator {
  return grid.locator(`[row-id="${payscale}"] [col-id="p${column}"]`);
}

/** The cells painted as selected (the editor's own selection colour). */
function selectedCells(grid: Locator): Promise<number> {
  return grid.evaluate(
    (element) =>
      [...element.querySelectorAll('.ag-cell')].filter(
        (cell) => getComputedStyle(cell).backgroundColor === 'rgb(219, 234, 254)',
      ).length,
  );
}

async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** '15.52' + 1 in Dutch: '16,52'. */
function plusOne(wage: string): string {
  return (Math.round(Number(wage) * 100 + 100) / 100).toFixed(2).replace('.', ',');
}

test.describe('the salary editor of step 4', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('lonen') });
  });

  test('edits, pastes, raises, undoes and redoes like a spreadsheet, and a reload keeps it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const state = caoWizardState();
    const table = state.salaryTables[0]!;
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(state));
    await page.goto(STEP4);
    await expect(page.getByRole('tab', { name: /Basisuurlonen 1-7-2024/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const youngest = ageGrid(page, '17 jaar');
    const all = ageGrid(page, 'Alle leeftijden');
    await expect(cell(youngest, 'LG1', 0)).toHaveText('10,94');

    // A wage below the cao value is refused with core's exact message; the cell keeps it visible.
    const refused = setCell(
      table.fullTable,
      { age: '17', payscale: 'LG1', periodical: '1' },
      '10,00',
      table.originalFullTable,
    );
    if (refused.ok) throw new Error('core zou 10,00 moeten weigeren');
    await cell(youngest, 'LG1', 0).click();
    await page.keyboard.type('10,00');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText(
      `Leeftijd 17, schaal LG1, periodiek 1: ${refused.error.message}`,
    );
    await expect(cell(youngest, 'LG1', 0)).toHaveText('10,00');
    await expect(cell(youngest, 'LG1', 0).locator('span[title]')).toHaveAttribute(
      'title',
      refused.error.message,
    );
    expect(await storedTable(page, table.key)).toEqual(table.fullTable);
    await expectAccessible(page);
    await capture(page, testInfo, 'step4-refused');

    // A Dutch wage is accepted through core's setCell.
    await cell(youngest, 'LG2', 0).click();
    await page.keyboard.type('1.234,56');
    await page.keyboard.press('Enter');
    await expect(cell(youngest, 'LG2', 0)).toHaveText('1.234,56');
    const expected = setCell(
      table.fullTable,
      { age: '17', payscale: 'LG2', periodical: '1' },
      '1.234,56',
      table.originalFullTable,
    );
    if (!expected.ok) throw new Error(expected.error.message);
    expect(await storedTable(page, table.key)).toEqual(expected.table);
    const afterEdit = expected.table;

    // Three periodicals more for 'Alle leeftijden' (each new one needs a wage), then a 7 x 6 block pasted.
    for (const [key, wage] of [
      ['5', '20,00'],
      ['6', '21,00'],
      ['7', '22,00'],
    ] as const) {
      await page.getByRole('button', { name: 'Periodiek toevoegen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Periodiek toevoegen' });
      await dialog.getByLabel('Leeftijd').selectOption('null');
      await dialog.getByLabel('Schaal').selectOption('LG1');
      await dialog.getByLabel('Loon').fill(wage);
      await dialog.getByRole('button', { name: 'Opslaan' }).click();
      await expect(dialog).toBeHidden();
      await expect(all.getByRole('columnheader', { name: `Periodiek ${key}` })).toBeVisible();
    }
    await expect(all.locator('[col-id="p6"]').first()).toBeVisible();
    const beforePaste = await storedTable(page, table.key);
    const periodicals = ['1', '2', '3', '4', '5', '6', '7'];
    const payscales = ['LG1', 'LG2', 'LG3', 'LG4', 'LG5', 'LG6'];
    const block = payscales
      .map((payscale, row) =>
        periodicals
          .map((periodical, column) => {
            const original = table.originalFullTable?.null?.[payscale]?.[periodical];
            return original === undefined ? `${30 + row},${column}5` : plusOne(original);
          })
          .join('\t'),
      )
      .join('\r\n');
    const pasted = pasteBlock(
      beforePaste,
      { age: 'null', payscale: 'LG1', periodical: '1' },
      block,
      table.originalFullTable,
    );
    if (!pasted.ok) throw new Error(pasted.errors[0]?.message);
    await cell(all, 'LG1', 0).click();
    // The grid reports a click's focus on its own time: paste once the editor says which cell has it.
    await expect(page.getByText(/^Leeftijd Alle leeftijden, schaal LG1, periodiek 1:/)).toBeVisible();
    await pasteText(page, `${block}\r\n`);
    await expect(page.getByRole('status').filter({ hasText: '42 lonen geplakt' })).toBeVisible();
    await expect(cell(all, 'LG6', 6)).toHaveText('35,65');
    expect(await storedTable(page, table.key)).toEqual(pasted.table);

    // A refused block changes nothing and names the cell.
    await cell(all, 'LG1', 0).click();
    await pasteText(page, '1,00\t16,00');
    await expect(page.getByRole('alert')).toContainText(
      'Rij 1, kolom 1 (schaal LG1, periodiek 1): Waarde moet minimaal 14,15 zijn',
    );
    expect(await storedTable(page, table.key)).toEqual(pasted.table);

    // A selection (click, then Shift+click and Shift+arrow) raised by 3 % rounded up, previewed first.
    await cell(all, 'LG2', 1).click();
    await cell(all, 'LG4', 2).click({ modifiers: ['Shift'] });
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => selectedCells(all)).toBe(9);
    await page.getByRole('button', { name: 'Lonen verhogen' }).click();
    const raise = page.getByRole('dialog', { name: 'Lonen verhogen' });
    await raise.getByLabel('Verhoging (%)').fill('3');
    await raise.getByLabel('Afronden').selectOption('up');
    await raise.getByLabel('Aantal decimalen').fill('2');
    await raise.getByLabel(/De selectie \(9 cellen\)/).check();
    await raise.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    await expect(raise.getByText('9 lonen veranderen')).toBeVisible();
    // The table of 1-7-2024 is over: a raise without a date says it rewrites a period that may have been paid.
    expect(table.endDate).not.toBe('');
    await expect(
      raise.getByText(`Let op: deze loontabel liep tot en met ${table.endDate}.`, { exact: false }),
    ).toBeVisible();
    await capture(page, testInfo, 'step4-increase-preview');
    await raise.getByRole('button', { name: 'Toepassen' }).click();
    await expect(raise).toBeHidden();
    const selected: FullTable = { null: {} };
    for (const payscale of ['LG2', 'LG3', 'LG4']) {
      selected.null![payscale] = Object.fromEntries(
        ['2', '3', '4'].map((periodical) => [periodical, pasted.table.null![payscale]![periodical]!]),
      );
    }
    const raisedPart = increaseFullTable(selected, [{ type: 'percentage', value: '3' }], {
      mode: 'up',
      decimals: 2,
    });
    const raised = structuredClone(pasted.table);
    for (const [payscale, cells] of Object.entries(raisedPart.null!))
      Object.assign(raised.null![payscale]!, cells);
    expect(await storedTable(page, table.key)).toEqual(raised);
    await capture(page, testInfo, 'step4-raised');

    // Ctrl+Z undoes the raise and the paste, Ctrl+Y does them again.
    await cell(all, 'LG1', 0).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => storedTable(page, table.key)).toEqual(pasted.table);
    await page.keyboard.press('Control+z');
    await expect.poll(() => storedTable(page, table.key)).toEqual(beforePaste);
    await page.keyboard.press('Control+y');
    await expect.poll(() => storedTable(page, table.key)).toEqual(pasted.table);
    await page.keyboard.press('Control+y');
    await expect.poll(() => storedTable(page, table.key)).toEqual(raised);

    // A reload keeps the table (and its history).
    await page.reload();
    await expect(cell(ageGrid(page, 'Alle leeftijden'), 'LG6', 6)).toHaveText('35,65');
    expect(await storedTable(page, table.key)).toEqual(raised);
    expect(raised).not.toEqual(afterEdit);
    await page.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect.poll(() => storedTable(page, table.key)).toEqual(pasted.table);
  });

  test('an own scheme from an empty table: payscales, a periodical and wages added, each bad input refused, every dialog accessible @layout', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(ownSchemeState()));
    await page.goto(STEP4);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 4: Lonen' })).toBeVisible();
    await expect(page.getByText('Deze loontabel heeft nog geen lonen.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Periodiek toevoegen' })).toBeDisabled();
    await expectAccessible(page);

    // 'Volgende' on an empty table: core's message for the all-ages row.
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Loontabel "Eigen lonen" met leeftijd "Alle leeftijden" moet ten minste één loon hebben',
    );
    await expect(page).toHaveURL(new RegExp(`${STEP4}$`));

    // A payscale: required, at most 10 characters, unique.
    const addPayscale = async (key: string, refusal?: string) => {
      await page.getByRole('button', { name: 'Schaal toevoegen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schaal toevoegen' });
      await dialog.getByLabel('Naam van de schaal').fill(key);
      await dialog.getByRole('button', { name: 'Opslaan' }).click();
      if (refusal === undefined) {
        await expect(dialog).toBeHidden();
        return;
      }
      await expect(dialog.getByRole('alert')).toHaveText(refusal);
      await expect(dialog.getByLabel('Naam van de schaal')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await expect(dialog).toBeHidden();
    };
    await addPayscale('', 'Veld is vereist');
    await addPayscale('A');
    await addPayscale('a', 'Waarde moet uniek zijn');
    const all = ageGrid(page, 'Alle leeftijden');
    await expect(all.getByRole('columnheader', { name: 'Schaal' })).toBeVisible();

    // The first periodical comes with its first wage; a wage with two readings or text is refused.
    await page.getByRole('button', { name: 'Periodiek toevoegen' }).click();
    const periodical = page.getByRole('dialog', { name: 'Periodiek toevoegen' });
    await expect(periodical.getByLabel('Leeftijd')).toHaveValue('null');
    await expect(periodical.getByLabel('Schaal')).toHaveValue('A');
    for (const [typed, refusal] of [
      ['', 'Veld is vereist'],
      ['16.085', '16.085 is op twee manieren te lezen, als 16085 of als 16,085: schrijf 16085 of 16,085'],
      ['twaalf', 'Vul een geldig getal in'],
    ] as const) {
      await periodical.getByLabel('Loon').fill(typed);
      await periodical.getByRole('button', { name: 'Opslaan' }).click();
      await expect(periodical.getByRole('alert')).toHaveText(refusal);
      await expect(periodical.getByLabel('Loon')).toHaveAttribute('aria-invalid', 'true');
      await expect(periodical.getByLabel('Leeftijd')).not.toHaveAttribute('aria-invalid');
    }
    await expectAccessible(page);
    await capture(page, testInfo, 'step4-empty-periodical-refused');
    await periodical.getByLabel('Loon').fill('12,50');
    await periodical.getByRole('button', { name: 'Opslaan' }).click();
    await expect(periodical).toBeHidden();
    await expect(cell(all, 'A', 0)).toHaveText('12,50');
    // A periodical name that is taken is refused on that field.
    await page.getByRole('button', { name: 'Periodiek toevoegen' }).click();
    await periodical.getByLabel('Naam van de periodiek').fill('1');
    await periodical.getByLabel('Loon').fill('13');
    await periodical.getByRole('button', { name: 'Opslaan' }).click();
    await expect(periodical.getByRole('alert')).toHaveText('Waarde moet uniek zijn');
    await expect(periodical.getByLabel('Naam van de periodiek')).toHaveAttribute('aria-invalid', 'true');
    await periodical.getByRole('button', { name: 'Annuleren' }).click();
    await expect(periodical).toBeHidden();

    // A second payscale: its cell starts empty, marked with core's message, and is typed in the grid.
    await addPayscale('B');
    const empty = cell(all, 'B', 0);
    await expect(empty).toHaveText('');
    await expect(empty.locator('span[title]')).toHaveAttribute('title', 'Veld is vereist');
    await empty.click();
    await page.keyboard.type('1.234,5');
    // AG Grid's own editor, named in Dutch.
    await expect(all.getByRole('textbox', { name: 'Loon invoeren' })).toHaveValue('1.234,5');
    await page.keyboard.press('Enter');
    await expect(empty).toHaveText('1.234,50');
    // Tab at the end of a row leaves the grid for the next control (not the next row's first cell).
    await cell(all, 'A', 0).click();
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        all.evaluate((section) => section.querySelector('.salary-grid')?.contains(document.activeElement)),
      )
      .toBe(false);
    await expect
      .poll(() => storedTable(page, ownSchemeState().salaryTables[0]!.key))
      .toEqual({
        null: { A: { '1': '12.50' }, B: { '1': '1234.5' } },
      });

    // An age of its own, with the wages of all ages copied, and the confirmation to remove it again.
    await page.getByRole('button', { name: 'Leeftijd toevoegen' }).click();
    const age = page.getByRole('dialog', { name: 'Leeftijd toevoegen' });
    await age.getByLabel('Leeftijd', { exact: true }).fill('achttien');
    await age.getByRole('button', { name: 'Opslaan' }).click();
    await expect(age.getByRole('alert')).toHaveText('Vul een geldig getal in');
    await expectAccessible(page);
    await age.getByLabel('Leeftijd', { exact: true }).fill('18');
    await age.getByLabel('Lonen overnemen van').selectOption('null');
    await age.getByRole('button', { name: 'Opslaan' }).click();
    await expect(age).toBeHidden();
    await expect(cell(ageGrid(page, '18 jaar'), 'B', 0)).toHaveText('1.234,50');
    await page.getByRole('button', { name: '18 jaar verwijderen' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('18 jaar met al zijn lonen verwijderen?');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Ja' }).click();
    await expect(ageGrid(page, '18 jaar')).toHaveCount(0);

    // The whole table raised by an amount, previewed in its dialog, then on to step 5.
    await page.getByRole('button', { name: 'Lonen verhogen' }).click();
    const raise = page.getByRole('dialog', { name: 'Lonen verhogen' });
    await raise.getByRole('radio', { name: 'Vast bedrag' }).check();
    // € 1.250 reads as 1250 or as 1,250: refused with both readings, nothing previewed or applied (the
    // wages below end 0,25 higher, not 1,50).
    await raise.getByLabel('Verhoging (€)').fill('1.250');
    await raise.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    await expect(raise).toContainText(
      '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250',
    );
    await raise.getByLabel('Verhoging (€)').fill('0,25');
    await raise.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    await expect(raise.getByRole('status')).toContainText('2 lonen veranderen');
    await expectAccessible(page);
    await raise.getByRole('button', { name: 'Toepassen' }).click();
    await expect(cell(all, 'A', 0)).toHaveText('12,75');
    await expect(cell(all, 'B', 0)).toHaveText('1.234,75');
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap5-functies$/);
  });

  test("shows core's minimum-wage notice for a table past the known minimum wages, and none within them", async ({
    page,
  }) => {
    await logIn(page, account);
    const year = Number(wmlCoverage().until.slice(0, 4)) + 1;
    const own = ownSchemeState();
    const dates = { activePer: `01-01-${year}`, endDate: `31-12-${year}` };
    const later = wizardStateSchema.parse({
      ...own,
      step2: { ...own.step2, startDate: dates.activePer, endDate: dates.endDate },
      salaryTables: [{ ...own.salaryTables[0]!, ...dates }],
    });
    await storeItem(page, WIZARD_KEY, JSON.stringify(later));
    await page.goto(STEP4);
    const notice = minimumWageNotice({ active_per: `${year}-01-01`, end_date: `${year}-12-31` });
    expect(notice).toContain('staat nog niet in Beloning');
    await expect(page.getByText(notice!, { exact: true })).toBeVisible();

    // The cleaning cao's tables end by 30-06-2026, within the known minimum wages: no notice.
    await storeItem(page, WIZARD_KEY, JSON.stringify(caoWizardState()));
    await page.goto(STEP4);
    await expect(cell(ageGrid(page, '17 jaar'), 'LG1', 0)).toHaveText('10,94');
    await expect(page.getByText('staat nog niet in Beloning')).toHaveCount(0);
  });

  test('raises per date: +3 % then an amount per payscale in a follow-up table from 01-07-2026, refusals in Dutch', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const state = caoWizardState();
    const source = state.salaryTables[3]!;
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(state));
    await page.goto(STEP4);
    await page.getByRole('tab', { name: /Basisuurlonen 1-1-2026/ }).click();
    await expect(cell(ageGrid(page, 'Alle leeftijden'), 'LG1', 0)).toHaveText('15,52');
    await page.getByRole('button', { name: 'Lonen verhogen' }).click();
    const raise = page.getByRole('dialog', { name: 'Lonen verhogen' });
    await raise.getByLabel('Verhoging (%)').fill('3');
    const amounts: Record<string, string> = { LG1: '0,25', LG2: '0,15' };
    for (const payscale of ['LG1', 'LG2', 'LG3', 'LG4', 'LG5', 'LG6']) {
      await raise.getByLabel(`${payscale} (€)`).fill(amounts[payscale] ?? '0,10');
    }
    await capture(page, testInfo, 'step4-increase-steps');

    // A date that is not after the start of the series' newest table, then one without an end date.
    await raise.getByLabel('Ingangsdatum (DD-MM-JJJJ)').fill('01-10-2025');
    await raise.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    await expect(raise.getByRole('alert')).toContainText(
      "01-10-2025 ligt niet na de ingangsdatum van loontabel 'Basisuurlonen 1-1-2026' (01-01-2026)",
    );
    await raise.getByLabel('Ingangsdatum (DD-MM-JJJJ)').fill('01-07-2026');
    await raise.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    await expect(raise.getByRole('alert')).toContainText('heeft een einddatum nodig');
    await raise.getByLabel('Einddatum vervolgtabel (DD-MM-JJJJ)').fill('31-12-2026');

    // +1000 % is beyond the 20 % bound until it is confirmed.
    await raise.getByLabel('Verhoging (%)').fill('1000');
    await raise.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    await expect(raise.getByRole('alert')).toContainText('lonen veranderen met meer dan 20 %');
    await expect(raise.getByLabel('Ik weet het zeker: lonen veranderen meer dan 20 %')).toBeVisible();
    await raise.getByLabel('Verhoging (%)').fill('3');

    await raise.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    await expect(raise.getByRole('status')).toContainText(
      "Nieuwe loontabel 'Basisuurlonen 1-7-2026' van 01-07-2026 t/m 31-12-2026.",
    );
    await expect(raise.getByRole('status')).toContainText('42 lonen veranderen');
    await expectAccessible(page);
    await capture(page, testInfo, 'step4-increase-per-date');
    await raise.getByRole('button', { name: 'Toepassen' }).click();
    await expect(raise).toBeHidden();
    await expect(
      page.getByText("Loontabel 'Basisuurlonen 1-7-2026' toegevoegd vanaf 01-07-2026"),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: /Basisuurlonen 1-7-2026/ })).toBeVisible();

    const stored = await storedState(page);
    expect(stored.salaryTables.slice(0, 4)).toEqual(state.salaryTables);
    const followUp = stored.salaryTables[4]!;
    expect(followUp).toMatchObject({
      name: 'Basisuurlonen 1-7-2026',
      activePer: '01-07-2026',
      endDate: '31-12-2026',
    });
    expect(followUp.fullTable).toEqual(
      increaseFullTableByPayscale(source.fullTable, [
        { type: 'percentage', value: '3' },
        { type: 'amount', value: '0.10', payscales: { LG1: '0.25', LG2: '0.15' } },
      ]),
    );
    await page.getByRole('tab', { name: /Basisuurlonen 1-7-2026/ }).click();
    await expect(cell(ageGrid(page, 'Alle leeftijden'), 'LG1', 0)).toHaveText('16,24');
    await capture(page, testInfo, 'step4-follow-up-table');
  });

  test('Ctrl+C copies the selection as tab-separated text with decimal commas', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(caoWizardState()));
    await page.goto(STEP4);
    const all = ageGrid(page, 'Alle leeftijden');
    await cell(all, 'LG1', 0).click();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Control+c');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '14,15\t14,68\r\n14,87\t15,39\r\n',
    );
  });
});
