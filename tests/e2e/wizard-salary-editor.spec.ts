import type { Locator, Page } from '@playwright/test';
import type { FullTable } from '../../core/src/schemas/index.js';
import { increaseFullTable, pasteBlock, setCell } from '../../core/src/salary/index.js';
import { caoTableForms, wizardStateSchema, type WizardState } from '../../core/src/wizard/index.js';
import { capture, expect, logIn, storedItem, storeItem, test, uniqueEmail } from './support/fixtures.js';
import { CAO, type HirerAccount } from './support/seed.js';

/**
 * Step 4's salary editor (issue 16): AG Grid Community as a view of core's grid model, with the editor's own
 * selection, clipboard, fill, history and bulk increase. The wizard is seeded in localStorage with the
 * cleaning cao's tables (core's caoTableForms) at step 4; every outcome is compared with core's functions.
 */

const WIZARD_KEY = 'beloning.wizard';
const STEP4 = '/inleners-wizard/stap4-lonen';

function seededState(): WizardState {
  return wizardStateSchema.parse({
    step1: { usesCao: 1, withEmployersOrganisation: false },
    step2: {
      caoId: CAO.id,
      startDate: '01-07-2024',
      endDate: '30-06-2026',
      vacationType: 'days_per_year',
      vacationAmount: '25',
      vacationAllowance: '8',
      yearEndBonusType: 'Geen',
      yearEndBonusAmount: '0',
      yearEndBonusComment: '',
      oneOffBonuses: [],
    },
    salaryTables: caoTableForms(CAO),
    step3Done: true,
    step4Done: false,
    step5Done: false,
    step6: null,
    step7: null,
    step9: null,
    startWizard: null,
    proposalInlenerId: null,
    inlenerCaoId: null,
    koppelingen: [],
  });
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
    const state = seededState();
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

  test('Ctrl+C copies the selection as tab-separated text with decimal commas', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(seededState()));
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
