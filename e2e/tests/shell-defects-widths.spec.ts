import { expect, test } from '../support/fixtures';
import { scrollsSideways } from '../support/layout';
import { navigateInApp } from '../support/reports';
import { openAs, tagsBar } from '../support/shell';

const phone = { width: 375, height: 800 };
const middle = { width: 992, height: 800 };

// Issue 20, item 8: narrow and middle widths.
test.describe('shell defects: narrow and middle widths', () => {
  test('at 375 px the home page stays in the screen, and every navbar control is reachable', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await openAs(page, 'demo');
    await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);

    const banner = page.getByRole('banner');
    for (const name of [
      'Open the menu',
      'Search pages',
      // The bell names how many are unread, which what other tests on this worker did may change.
      /^Messages, \d+ unread$/,
      'Page settings',
      'More',
      'User menu: demo',
    ]) {
      await expect(banner.getByRole('button', { name, exact: true }), String(name)).toBeInViewport({
        ratio: 1,
      });
    }

    // Size, language and account are in the More menu (issue 17).
    await banner.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'adc-demo-01' })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    await banner.getByRole('button', { name: 'User menu: demo' }).click();
    const logOut = page.getByRole('menuitem', { name: 'Log out' });
    await expect(logOut).toBeInViewport({ ratio: 1 });
    await logOut.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('at 375 px the message list shows each message’s text in the screen', async ({ page }) => {
    await page.setViewportSize(phone);
    await openAs(page, 'demo', '/messageCenter/list');
    const list = page.getByRole('table', { name: 'Messages' });
    const texts = list.getByRole('link', { name: /Exports now wait|Welcome to adconsole/ });
    await expect(texts).toHaveCount(2);
    for (const text of await texts.all()) await expect(text).toBeInViewport({ ratio: 1 });
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('at 375 px the date picker shows one month, inside the screen', async ({ page }) => {
    await page.setViewportSize(phone);
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await page.getByRole('button', { name: /^Date range/ }).click();
    const picker = page.getByRole('dialog', { name: 'Date range' });
    await expect(picker.getByRole('grid')).toHaveCount(1);
    await expect(picker).toBeInViewport({ ratio: 1 });
    // The months still turn, one at a time.
    const month = picker.getByRole('grid');
    const shown = await month
      .getAttribute('aria-labelledby')
      .then((id) => page.locator(`[id="${id}"]`).innerText());
    await picker.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.locator(`[id="${await month.getAttribute('aria-labelledby')}"]`)).not.toHaveText(shown);
    await expect(picker.getByRole('grid')).toHaveCount(1);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('at 375 px the route search results stay in the screen and the last one can be reached', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await openAs(page, 'demo');
    await page.getByRole('button', { name: 'Search pages' }).click();
    const search = page.getByRole('dialog', { name: 'Search pages' });
    await search.getByRole('combobox', { name: 'Page name or path' }).fill('report');
    const options = search.getByRole('option');
    await expect(options.first()).toBeVisible();
    // Ten results, two lines each: more than the phone's screen holds below the search box.
    await expect(options).toHaveCount(10);
    await expect(search).toBeInViewport({ ratio: 1 });
    // Up from the first result wraps to the last, which scrolls into view.
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toBeInViewport({ ratio: 1 });
  });

  test('at 992 px the breadcrumb keeps to the navbar, on one line above the tags bar', async ({ page }) => {
    await page.setViewportSize(middle);
    await openAs(page, 'demo', '/reportCenter/feeds/programDesignDailyReport');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByText('Programmatic creative weekly report')).toBeVisible();
    const crumbs = (await breadcrumb.boundingBox())!;
    const tags = (await tagsBar(page).boundingBox())!;
    expect(crumbs.y).toBeGreaterThanOrEqual(0);
    expect(crumbs.y + crumbs.height).toBeLessThanOrEqual(tags.y);
    // One line: no taller than a line of the control font and its padding.
    expect(crumbs.height).toBeLessThan(30);
    // Every crumb keeps its whole title for assistive tech.
    await expect(breadcrumb.getByRole('link', { name: 'Report centre' })).toBeAttached();
    await expect(breadcrumb.getByRole('link', { name: 'Feed ads' })).toBeAttached();
  });

  test('at 992 px the active tab scrolls into view', async ({ page }) => {
    await page.setViewportSize(middle);
    await openAs(page, 'demo', '/keywordSearch/accountReport');
    const pages = [
      ['/keywordSearch/campaignWeekly', 'Campaign weekly report'],
      ['/keywordSearch/unitMonth', 'Unit monthly report'],
      ['/keywordSearch/keywordCustom', 'Keyword custom period'],
      ['/keywordSearch/searchTermReport', 'Search term daily report'],
      ['/feeds/crowdWeekly', 'Crowd weekly report'],
      ['/feeds/intentionWordMonth', 'Intention word monthly report'],
      ['/feeds/newInterestCustom', 'New interest custom period'],
      ['/feeds/automaticReport', 'Automatic targeting daily report'],
    ] as const;
    for (const [path, title] of pages) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(tagsBar(page).getByRole('link', { name: title, exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
    // Back to the first one: its tab, scrolled out to the left by now, comes into view.
    await navigateInApp(page, '/keywordSearch/accountReport');
    await expect(page.getByRole('heading', { name: 'Account daily report' })).toBeVisible();
    await expect(
      tagsBar(page).getByRole('link', { name: 'Account daily report', exact: true }),
    ).toBeInViewport({
      ratio: 1,
    });
  });
});
