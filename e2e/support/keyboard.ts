import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** What has the focus: a short description, and whether the user can see it (WCAG 2.4.7, 2.4.11). */
export interface FocusState {
  /** Tag, role and name, for the failure message: `button "Save"`. */
  what: string;
  /** Whether anything has the focus (not the page itself). */
  onControl: boolean;
  /**
   * An outline of 2 px or more or the browser's own ring, a ring drawn as a box-shadow with a spread, or a
   * highlighted list option.
   */
  visible: boolean;
  /** Whether the focused element is the one asked about. */
  reached: boolean;
  /** Whether the focus was on this element before, since `tabTo` started. */
  again: boolean;
}

type TabStops = { tabStops?: Set<Element> };

/**
 * The focused element and its focus indicator, read in the page (one call per Tab stop). A radio drawn as a
 * button (opacity 0 over its label) shows its focus on the label, so an invisible control's indicator is its
 * label's.
 */
export const focusState = (page: Page, target: ElementHandle | null = null): Promise<FocusState> =>
  page.evaluate((wanted) => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement)
      return { what: 'the page', onControl: false, visible: false, reached: false, again: false };
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const role = element.getAttribute('role') ?? (element as HTMLInputElement).type ?? '';
    const what = `${element.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${name.trim().slice(0, 60)}"`;
    const shows = (box: Element) => {
      const style = getComputedStyle(box);
      // `auto` is the browser's own focus ring, drawn whatever the width says.
      const outline =
        style.outlineStyle === 'auto' ||
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2);
      // A ring is a shadow with a colour and a spread (its fourth length); Tailwind's empty layers are
      // transparent with no spread.
      const ring =
        style.boxShadow !== 'none' &&
        style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
          const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
          return !/rgba\([^)]*,\s*0\)/.test(shadow) && Number.parseFloat(lengths[3] ?? '0') > 0;
        });
      const highlighted =
        ['option', 'menuitem', 'menuitemradio', 'menuitemcheckbox'].includes(role) &&
        box.hasAttribute('data-highlighted') &&
        style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      const size = box.getBoundingClientRect();
      return (outline || ring || highlighted) && size.width > 0 && size.height > 0;
    };
    const hidden = Number(getComputedStyle(element).opacity) === 0;
    const indicator = hidden ? (element.closest('label') ?? element) : element;
    const stops = (window as TabStops).tabStops;
    const again = stops?.has(element) ?? false;
    stops?.add(element);
    // A control whose lazy part came since it was found is a new element with the same id in its place
    // (docs/architecture.md#bundle-budgets): the one found is no longer in the page.
    const replaced =
      wanted instanceof Element && !wanted.isConnected && wanted.id !== '' && wanted.id === element.id;
    return {
      what,
      onControl: true,
      visible: shows(indicator),
      reached: element === wanted || replaced,
      again,
    };
  }, target);

/** Asserts that a control has the focus and shows it. */
export async function expectFocusVisible(page: Page) {
  const state = await focusState(page);
  expect(state.onControl, 'something has the focus').toBe(true);
  expect(state.visible, `a visible focus indicator on ${state.what}`).toBe(true);
  return state;
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, checking at every stop that the focus shows and
 * that it moved on: a stop met twice before the target means a trap or a target out of the keyboard's reach.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  const key = back ? 'Shift+Tab' : 'Tab';
  const passed: string[] = [];
  await expect(target, 'the control to reach').toHaveCount(1);
  const wanted = await target.elementHandle();
  await page.evaluate(() => ((window as TabStops).tabStops = new Set()));
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    const state = await focusState(page, wanted);
    passed.push(state.what);
    const trail = ` (${key}: ${passed.join(' → ')})`;
    expect(state.onControl, `something has the focus${trail}`).toBe(true);
    expect(state.visible, `a visible focus indicator on ${state.what}${trail}`).toBe(true);
    if (state.reached) return;
    expect(state.again, `the focus came back to ${state.what} before reaching the target${trail}`).toBe(
      false,
    );
  }
  throw new Error(`${key} did not reach the target in ${limit} stops: ${passed.join(' → ')}`);
}

/** Tabs to the skip link (the first stop of a page) and takes it: the next Tab is in the main content. */
export async function skipToMain(page: Page) {
  await pressOn(page, page.getByRole('link', { name: 'Skip to main content' }));
}

/** Tabs to a text field and types into it (what is there already is selected first and replaced). */
export async function typeInto(page: Page, field: Locator, text: string, options?: { back?: boolean }) {
  await tabTo(page, field, options);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to a button (or link) and presses Enter on it. */
export async function pressOn(page: Page, control: Locator, options?: { back?: boolean }) {
  await tabTo(page, control, options);
  await page.keyboard.press('Enter');
}

/**
 * A modal dialog keeps the focus while it is open: Tab goes round its controls and comes back to where it
 * started, never leaving it, and every stop shows its focus. Shift+Tab goes round the other way.
 */
export async function expectFocusTrappedIn(page: Page, dialog: Locator) {
  const start = (await page.evaluateHandle(() => document.activeElement)).asElement();
  const startState = await expectFocusVisible(page);
  for (const key of ['Tab', 'Shift+Tab']) {
    const passed: string[] = [];
    for (let back = false; !back;) {
      expect(passed.length, `${key} goes round the dialog back to ${startState.what}`).toBeLessThan(60);
      await page.keyboard.press(key);
      const state = await focusState(page, start);
      passed.push(state.what);
      const trail = ` (${key}: ${passed.join(' → ')})`;
      expect(state.visible, `a visible focus indicator on ${state.what}${trail}`).toBe(true);
      const inside = await dialog.evaluate((box) => box.contains(document.activeElement));
      expect(inside, `the focus stays in the dialog${trail}`).toBe(true);
      back = state.reached;
    }
  }
}

/** Picks an option of a select (a combobox) from the keyboard: Tab to it, open it, Home and arrows, Enter. */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = await listbox.getByRole('option', { name: option, exact: true }).elementHandle();
  await page.keyboard.press('Home');
  for (let press = 0; !(await focusState(page, wanted)).reached; press++) {
    expect(press, `ArrowDown reaches ${option}`).toBeLessThan(30);
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowDown');
  }
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(select).toBeFocused();
  await expect(select).toHaveText(option);
}
