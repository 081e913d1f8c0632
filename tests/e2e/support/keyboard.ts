import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Keyboard-only helpers for the browser tests (issue 5: every flow can be completed without a mouse). They
 * move the focus the way a user does, with Tab and Shift+Tab, and never click or fill.
 */

/** True when `target` is the element that has the focus. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** A short description of the focused element, for the failure message. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'niets (body)';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `<${active.tagName.toLowerCase()}${active.id ? ` id="${active.id}"` : ''}> ${name}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times, and expects a visible focus
 * ring on it. Fails when the target is never reached: it is not in the tab order, or the focus got lost.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${String(target)} kreeg na ${max} keer ${backwards ? 'Shift+Tab' : 'Tab'} geen focus; de focus staat op ${await describeFocus(page)}.`,
  );
}

/** Presses Tab once and expects `target` to have the focus next (the tab order is the reading order). */
export async function tabNext(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expectVisibleFocus(target);
}

/**
 * Expects `target` to have the focus and to show it: the browser's :focus-visible matches (the focus came
 * from the keyboard) and the element draws an outline or shadow, or, for a menu item, its highlight.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    // Menu items mark the item the arrow keys are on with a background (Radix's data-highlighted).
    const highlighted =
      element.hasAttribute('data-highlighted') && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    return { focusVisible: element.matches(':focus-visible'), ring: outline || shadow || highlighted };
  });
  expect(shown, `zichtbare focus op ${String(target)}`).toEqual({ focusVisible: true, ring: true });
}

/** Replaces the text of the focused field by `text`: select all, then type (what a user does). */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Expects the focus to stay inside `dialog` while Tab is pressed `rounds` times and then Shift+Tab as often
 * (a modal dialog traps the focus), which leaves the focus where it started.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, rounds = 6): Promise<void> {
  const start = await describeFocus(page);
  for (let presses = 0; presses < rounds; presses += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement)),
      `focus na ${presses + 1} keer Tab binnen de dialoog (begon op ${start})`,
    ).toBe(true);
  }
  for (let presses = 0; presses < rounds; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(
      await dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement)),
      `focus na ${presses + 1} keer Shift+Tab binnen de dialoog`,
    ).toBe(true);
  }
  expect(await describeFocus(page)).toBe(start);
}

/**
 * Logs in with the keyboard alone on the hirer's or the agency's login page: Tab to the user name, type,
 * Tab to the password, type, Tab past 'Wachtwoord vergeten' to Inloggen and press Enter.
 */
export async function logInWithKeyboard(
  page: Page,
  account: { email: string; password: string },
  loginPath = '/login',
): Promise<void> {
  await page.goto(loginPath);
  const username = page.getByLabel('Gebruikersnaam of e-mailadres');
  await tabTo(page, username);
  await page.keyboard.type(account.email);
  await tabNext(page, page.getByLabel('Wachtwoord'));
  await page.keyboard.type(account.password);
  const submit = page.getByRole('button', { name: 'Inloggen' });
  await tabTo(page, submit, { max: 3 });
  await page.keyboard.press('Enter');
}
