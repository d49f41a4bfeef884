import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pngPicture } from '../../apps/server/src/pictures/testing/picture-fixtures';
import { apiCall, draftSave, draftWithCampaign, unitUrls } from '../support/api';
import { violations } from '../support/axe';
import { scrollsSideways } from '../support/layout';
import { openAs } from '../support/shell';

/** A toast's text among the notifications. */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text);

const uploadForm = (page: Page) => page.getByRole('form', { name: 'Upload pictures' });
const library = (page: Page) => page.getByRole('list', { name: 'Pictures' });

/** Chooses picture files in the upload form, as a user picking them from disk. */
async function choosePictures(page: Page, files: { name: string; buffer: Buffer }[]) {
  await uploadForm(page)
    .getByLabel('Pictures (JPG, JPEG or PNG, at most 2 MB)')
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'image/png' })));
}

/** A draft with one campaign and two units, made through the calls: its name and the units' ids. */
async function draftWithUnits(page: Page, name: string) {
  const { draftId, campaignId } = await draftWithCampaign(page, name, {
    campaignName: `图片 ${name.slice(-8)}`,
    business: '数据分析软件',
  });
  const unit = (adgroupName: string) =>
    draftSave(page, '/unit/save', { draftId, campaignId, adgroupName, ...unitUrls });
  return { brand: await unit('品牌词'), product: await unit('产品词') };
}

/** Shows only the pictures whose theme contains a text. */
async function filterByTheme(page: Page, theme: string) {
  await page.getByRole('searchbox', { name: 'Theme contains' }).fill(theme);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
}

test.describe('picture library (docs/requirements.md#picture-library)', () => {
  test('upload a picture, crop it with the keyboard, sync it; a refused sync is shown on its picture', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    await openAs(page, 'demo', '/adManage/pictures');
    await expect(page.getByRole('heading', { name: 'Creative pictures', level: 1 })).toBeVisible();

    await test.step('a 400×300 picture is cropped to 1:1, the frame moved and resized with the keyboard', async () => {
      await choosePictures(page, [{ name: 'shop-front.png', buffer: pngPicture(400, 300, [30, 120, 200]) }]);
      const form = uploadForm(page);
      await expect(form.getByText('Original 400×300')).toBeVisible();
      await expect(form.getByText('Crop to 300×300')).toBeVisible();
      const frame = form.getByRole('slider', { name: 'Crop of shop-front.png' });
      await frame.focus();
      // A step is 1% of the picture's width: 4 pixels.
      await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await expect(form.getByText('Crop to 296×296')).toBeVisible();
      await expect(frame).toHaveAttribute(
        'aria-valuetext',
        'Crop frame of shop-front.png, at 54, 0, 296×296',
      );
    });

    await test.step('uploaded with a theme and synced at once', async () => {
      const form = uploadForm(page);
      await form.getByRole('textbox', { name: 'Theme' }).fill(`Autumn shop ${stamp}`);
      await form.getByRole('checkbox', { name: 'Synchronize with the provider after the upload' }).check();
      await form.getByRole('button', { name: 'Upload' }).click();
      await expect(toast(page, 'Pictures uploaded: 1')).toBeVisible();
      await expect(toast(page, 'Pictures synchronized: 1')).toBeVisible();
      await filterByTheme(page, `Autumn shop ${stamp}`);
      const item = library(page).getByRole('listitem');
      await expect(item).toHaveCount(1);
      await expect(item.getByText('296×296, 1:1')).toBeVisible();
      await expect(item.getByText('Synchronized', { exact: true })).toBeVisible();
      // The cell loads the thumbnail the server made at the upload, 160 pixels on its longest side, not
      // the 296×296 picture.
      const image = item.getByRole('img', { name: `Autumn shop ${stamp}` });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
      await expect(image).toHaveAttribute('src', /\/material\/image\/thumbnail\/\d+\?expires=/);
    });

    await test.step('a picture the provider refuses shows why on the picture, with no error toast', async () => {
      await choosePictures(page, [{ name: 'casino.png', buffer: pngPicture(200, 200, [250, 10, 10]) }]);
      const form = uploadForm(page);
      await expect(form.getByText('At its own size: uploaded whole.')).toBeVisible();
      await form.getByRole('textbox', { name: 'Theme' }).fill(`Online casino ${stamp}`);
      await form.getByRole('checkbox', { name: 'Synchronize with the provider after the upload' }).uncheck();
      await form.getByRole('button', { name: 'Upload' }).click();
      // The first upload's toast may still be there; the list below shows this upload.
      await expect(toast(page, 'Pictures uploaded: 1').last()).toBeVisible();
      await filterByTheme(page, `casino ${stamp}`);
      const item = library(page).getByRole('listitem');
      await expect(item).toHaveCount(1);
      await item.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Synchronize selected with the provider' }).click();
      await expect(
        item.getByText('Not synchronized: Its theme holds a word the provider refuses'),
      ).toBeVisible();
      await expect(item.getByText('Not synchronized', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Error:')).toHaveCount(0);
    });

    await test.step('a text named .png is refused before it goes', async () => {
      await choosePictures(page, [
        { name: 'notes.png', buffer: Buffer.from('only text, no picture\n'.repeat(20)) },
      ]);
      await expect(uploadForm(page).getByText('notes.png: Choose a JPG, JPEG or PNG picture')).toBeVisible();
      await expect(uploadForm(page).getByRole('button', { name: 'Upload' })).toBeDisabled();
    });
  });

  test('upload a picture for units of a draft chosen in the form; the picture lists them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    await openAs(page, 'demo', '/adManage/pictures');
    const draftName = `Pictures ${stamp}`;
    const units = await draftWithUnits(page, draftName);
    // The form lists the drafts it found when it opened: open it again to see the new one.
    await page.reload();
    const form = uploadForm(page);
    await choosePictures(page, [{ name: 'scope.png', buffer: pngPicture(240, 240, [20, 200, 90]) }]);
    await form.getByRole('textbox', { name: 'Theme' }).fill(`Scoped ${stamp}`);
    await form.getByRole('combobox', { name: 'Draft of the release scope' }).click();
    await page.getByRole('option', { name: draftName }).click();
    const scope = form.getByRole('group', { name: 'Units of the release scope' });
    await scope.getByRole('checkbox', { name: '品牌词' }).check();
    await scope.getByRole('checkbox', { name: '产品词' }).check();
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'Pictures uploaded: 1')).toBeVisible();

    await filterByTheme(page, `Scoped ${stamp}`);
    const item = library(page).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Units of the release scope: 2')).toBeVisible();
    const [picture] = await apiCall<{ theme: string; unitIds: number[] }[]>(
      page,
      '/material/image/baidu/list',
      {
        page: { number: 1, size: 10 },
        query: { theme: `Scoped ${stamp}` },
      },
    );
    expect(picture!.unitIds.toSorted((a, b) => a - b)).toEqual(
      [units.brand, units.product].toSorted((a, b) => a - b),
    );
  });

  test('the page at 375, 992 and 1920 pixels wide, with no axe-core violation', async ({ page }) => {
    // Three axe-core runs over the whole page.
    test.setTimeout(90_000);
    await openAs(page, 'demo', '/adManage/pictures');
    await expect(page.getByRole('heading', { name: 'Creative pictures', level: 1 })).toBeVisible();
    await choosePictures(page, [{ name: 'wide.png', buffer: pngPicture(500, 400) }]);
    await expect(uploadForm(page).getByRole('slider', { name: 'Crop of wide.png' })).toBeVisible();
    for (const width of [375, 992, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => scrollsSideways(page), `${width} px`).toBe(false);
      expect(await violations(page), `${width} px`).toEqual([]);
    }
  });
});
