import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { draftSave, draftWithCampaign, newUser, unitUrls } from '../support/api';
import { violations } from '../support/axe';
import { logInAs, openAs } from '../support/shell';

/** A draft without errors built through the calls: a campaign, a unit, a keyword, a creative. */
async function uploadableDraft(page: Page, name: string) {
  const { draftId, campaignId } = await draftWithCampaign(page, name, {
    campaignName: `上传 ${name.slice(-8)}`,
    business: '数据分析软件',
  });
  const unitId = await draftSave(page, '/unit/save', {
    draftId,
    campaignId,
    adgroupName: '品牌词',
    ...unitUrls,
  });
  await draftSave(page, '/keyword/save', { draftId, unitId, keyword: '数据分析平台', matchType: 'phrase' });
  await draftSave(page, '/creative/save', {
    draftId,
    unitId,
    title: '专业数据分析平台免费试用',
    description1: '一站式数据分析平台，帮助企业快速洞察业务增长机会',
    description2: '',
  });
  return draftId;
}

test.describe('draft upload and the ad report (docs/requirements.md#ad-drafts)', () => {
  test('upload a draft from its confirm step, watch it reach "sync upload succeeded" without reloading, find it in the ad report', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // A user of its own: the upload's result message would otherwise change a demo user's unread messages.
    const admin = await browser.newPage();
    await openAs(admin, 'admin', '/home/index');
    const uploader = await newUser(admin, 'uploader');
    await admin.close();
    const page = await logInAs(browser, uploader.userName, uploader.password);
    await expect(page.getByRole('banner')).toBeVisible();
    const name = `Upload ${Date.now()}`;
    const draftId = await uploadableDraft(page, name);

    await page.goto(`/adManage/draftEdit?id=${draftId}#step=preview`);
    const preview = page.getByRole('region', { name: 'Preview before upload' });
    await expect(preview.getByText('No errors: the draft is ready to upload.')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // No reload from here: the page asks for the draft again while it uploads.
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await preview.getByRole('button', { name: 'Upload to the provider' }).click();
    await expect(preview.getByText(/^Uploading: \d of 4 items$/)).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Upload to the provider' })).toBeDisabled();
    await expect(preview.getByText('Sync upload succeeded')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 }).getByText(name)).toBeVisible();
    expect(reloaded).toBe(false);
    expect(await violations(page)).toEqual([]);

    await page.goto('/adManage/adReport');
    await expect(page.getByRole('heading', { name: 'Ad reports', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row.getByText('Sync upload succeeded')).toBeVisible();
    await expect(row.getByRole('cell', { name: uploader.userName, exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Items of the upload of “${name}”` }).click();
    const items = page.getByRole('region', { name: `Items of the upload of “${name}”` });
    await expect(items.getByRole('row')).toHaveCount(5);
    const keyword = items.getByRole('row', { name: /^Keyword 数据分析平台 / });
    await expect(keyword).toContainText('Accepted');
    await expect(keyword).toContainText('Synchronized');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
