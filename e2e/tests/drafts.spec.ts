import { expect, test } from '../support/fixtures';
import { campaignFields, draftSave, unitUrls } from '../support/api';
import { violations } from '../support/axe';
import { scrollsSideways } from '../support/layout';
import { expectSaved, stepSection } from '../support/drafts';
import { openAs, toast } from '../support/shell';

/** The id an editor URL names, `/adManage/draftEdit?id=12#…`. */
const draftIdOf = (url: string) => Number(new URL(url).searchParams.get('id'));

test.describe('ad drafts (docs/requirements.md#ad-drafts)', () => {
  test('build a draft from the draft box, fix what the rules mark, preview it, copy it, and meet 921002', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const name = `Spring ${Date.now()}`;
    await openAs(page, 'demo', '/adManage/draftBox');
    await expect(page.getByRole('heading', { name: 'Ad-draft box', level: 1 })).toBeVisible();

    await test.step('a new draft: its name, the current account', async () => {
      await page.getByRole('button', { name: 'New draft' }).click();
      await expect(page).toHaveURL(/\/adManage\/draftNew$/);
      await page.getByRole('textbox', { name: 'Draft name' }).fill(name);
      await expect(page.getByRole('combobox', { name: 'Provider account' })).toHaveText('adc-shared-01');
      await page.getByRole('button', { name: 'Create draft' }).click();
      await expect(page).toHaveURL(/\/adManage\/draftEdit\?id=\d+#step=base&campaign=new$/);
      await expect(page.getByRole('heading', { name: `Edit draft: ${name}`, level: 1 })).toBeVisible();
    });

    await test.step('a campaign', async () => {
      const form = stepSection(page, 'New campaign');
      await form.getByRole('textbox', { name: 'Campaign name' }).fill('春季推广');
      await form.getByRole('textbox', { name: 'Promoted business' }).fill('数据分析软件');
      await form.getByRole('radio', { name: 'Custom daily budget' }).check();
      await form.getByRole('spinbutton', { name: 'Daily budget (RMB)' }).fill('49.99');
      await expect(form.getByText('The daily budget must be at least 50 RMB')).toBeVisible();
      await form.getByRole('spinbutton', { name: 'Daily budget (RMB)' }).fill('100');
      await form.getByRole('checkbox', { name: '北京' }).check();
      await form.getByRole('checkbox', { name: '上海' }).check();
      await form.getByRole('button', { name: 'Save campaign' }).click();
      await expectSaved(page);
      await expect(page).toHaveURL(/#step=base&campaign=\d+$/);
    });

    await test.step('a unit of the campaign', async () => {
      await stepSection(page, 'Campaign 春季推广').getByRole('button', { name: 'Add unit' }).click();
      const form = stepSection(page, 'New unit');
      await form.getByRole('textbox', { name: 'Unit name' }).fill('品牌词');
      await form.getByRole('textbox', { name: 'Computer final URL' }).fill('https://example.com/');
      await form.getByRole('textbox', { name: 'Mobile final URL' }).fill('https://m.example.com/');
      await form.getByRole('button', { name: 'Save unit' }).click();
      await expectSaved(page);
      await expect(page).toHaveURL(/#step=base&unit=\d+$/);
      const navigation = page.getByRole('navigation', { name: 'Draft contents' });
      await expect(navigation.getByRole('link', { name: 'Unit 品牌词', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    await test.step('three keywords: a banned one is marked on its line, then fixed', async () => {
      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('link', { name: 'Import keywords' })
        .click();
      const step = stepSection(page, 'Keywords of unit 品牌词');
      const entry = step.getByRole('textbox', { name: 'Keywords, one per line' });
      await entry.fill('数据分析平台\n赌博\n商业智能软件');
      const lines = step.getByRole('list', { name: 'Lines to fix' });
      await expect(lines.getByRole('listitem')).toHaveText([
        'Line 2 “赌博”: This keyword is on the banned list',
      ]);
      await step.getByRole('button', { name: 'Add keywords' }).click();
      await expect(step.getByText('Fix the marked lines first')).toBeVisible();
      await entry.fill('数据分析平台\n报表工具\n商业智能软件');
      await expect(lines.getByRole('listitem')).toHaveCount(0);
      await step.getByRole('button', { name: 'Add keywords' }).click();
      await expect(toast(page, 'Keywords added: 3')).toBeVisible();
      const stored = step.getByRole('table', { name: 'Keywords the unit 品牌词 holds' });
      await expect(stored.getByRole('rowheader')).toHaveText(['数据分析平台', '报表工具', '商业智能软件']);
      await expect(entry).toHaveValue('');
    });

    await test.step('two creatives: an 8-byte title is marked, then fixed', async () => {
      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('link', { name: 'Import creatives' })
        .click();
      const step = stepSection(page, 'Creatives of unit 品牌词');
      let form = step.getByRole('region', { name: 'New creative' });
      const title = form.getByRole('textbox', { name: 'Title' });
      await title.fill('数据分析');
      await expect(title).toHaveAccessibleDescription(
        /^8 of 50 bytes — a Chinese character counts 2 .*Less than 9 bytes — a Chinese character counts 2$/,
      );
      await form
        .getByRole('textbox', { name: 'Description 1' })
        .fill('一站式数据分析平台，帮助企业快速洞察业务增长机会');
      await form.getByRole('button', { name: 'Save creative' }).click();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await title.fill('专业数据分析平台免费试用');
      await form.getByRole('button', { name: 'Save creative' }).click();
      await expectSaved(page);
      await expect(page).toHaveURL(/#step=creatives&unit=\d+&creative=\d+$/);

      await step.getByRole('button', { name: 'New creative' }).click();
      form = step.getByRole('region', { name: 'New creative' });
      await form.getByRole('textbox', { name: 'Title' }).fill('数据分析平台限时优惠');
      await form
        .getByRole('textbox', { name: 'Description 1' })
        .fill('报表、看板与数据洞察一站搞定，支持免费试用');
      await form.getByRole('button', { name: 'Save creative' }).click();
      await expect(
        step.getByRole('table', { name: 'Creatives the unit 品牌词 holds' }).getByRole('rowheader'),
      ).toHaveText(['专业数据分析平台免费试用', '数据分析平台限时优惠']);
    });

    await test.step('the preview has no errors: the draft waits for confirmation and may be uploaded (draft-upload.spec.ts uploads one)', async () => {
      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('link', { name: 'Confirm upload' })
        .click();
      const preview = stepSection(page, 'Preview before upload');
      await expect(preview.getByText('No errors: the draft is ready to upload.')).toBeVisible();
      await expect(page.getByText('Pending confirmation', { exact: true })).toBeVisible();
      await expect(preview.getByRole('button', { name: 'Upload to the provider' })).toBeEnabled();
      await expect(page.getByRole('navigation', { name: 'Draft contents' }).getByText(/Errors:/)).toHaveCount(
        0,
      );
    });

    const originalId = draftIdOf(page.url());

    await test.step('copy the draft from the draft box', async () => {
      await page.getByRole('link', { name: 'Back to the draft box' }).click();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Pending confirmation');
      await page.getByRole('button', { name: `Copy ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/adManage/draftCopy\\?id=${originalId}$`));
      await expect(
        page.getByText(
          'The copy takes its 1 campaigns, 1 units, 3 keywords and 2 creatives, and starts as a draft.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Draft name' })).toHaveValue(`${name} (copy)`);
      await page.getByRole('button', { name: 'Create the copy' }).click();
      await expect(page).toHaveURL(/\/adManage\/draftEdit\?id=\d+$/);
      expect(draftIdOf(page.url())).not.toBe(originalId);
      await expect(page.getByRole('heading', { name: `Edit draft: ${name} (copy)`, level: 1 })).toBeVisible();
    });

    await test.step('a unit with keywords cannot be deleted: 921002', async () => {
      const navigation = page.getByRole('navigation', { name: 'Draft contents' });
      await expect(navigation.getByRole('link', { name: 'Keywords (3) of unit 品牌词' })).toBeVisible();
      await navigation.getByRole('link', { name: 'Unit 品牌词', exact: true }).click();
      await stepSection(page, 'Unit 品牌词').getByRole('button', { name: 'Delete unit' }).click();
      const prompt = page.getByRole('alertdialog', { name: 'Delete unit' });
      await expect(prompt).toContainText('Delete the unit “品牌词”?');
      await prompt.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'This unit has bound keywords or creatives')).toBeVisible();
      await expect(navigation.getByRole('link', { name: 'Unit 品牌词', exact: true })).toBeVisible();
    });
  });

  test('the draft box and the editor fit 375, 992 and 1920 px wide in English and Chinese, with no axe violation', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await openAs(page, 'demo', '/adManage/draftBox');
    const draftId = await draftSave(page, '/save', { name: 'Widths', accountId: 1 });
    const campaignId = await draftSave(page, '/campaign/save', {
      draftId,
      campaignName: '春季推广',
      ...campaignFields,
      regions: ['北京', '上海'],
      scheduleType: 2,
      schedule: Array.from({ length: 7 }, (_, day) =>
        Array.from({ length: 24 }, (_, hour) => day < 5 && hour >= 9 && hour < 18),
      ),
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

    const views = [
      ['box', '/adManage/draftBox'],
      ['campaign', `/adManage/draftEdit?id=${draftId}#step=base&campaign=${campaignId}`],
      ['keywords', `/adManage/draftEdit?id=${draftId}#step=keywords&unit=${unitId}`],
      ['preview', `/adManage/draftEdit?id=${draftId}#step=preview`],
    ] as const;
    for (const language of ['en', 'cn'] as const) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      for (const width of [375, 992, 1920]) {
        // Tall, so the screenshots hold the whole page: the shell scrolls inside its own column.
        await page.setViewportSize({ width, height: 2400 });
        for (const [view, path] of views) {
          await page.goto(path);
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          if (view !== 'box')
            await expect(page.getByRole('navigation', { name: /Draft contents|草稿内容/ })).toBeVisible();
          await page.screenshot({
            path: testInfo.outputPath(`${language}-${width}-${view}.png`),
            fullPage: true,
          });
          expect(await scrollsSideways(page), `${language} ${width} ${view}`).toBe(false);
          if (width === 375) expect(await violations(page), `${language} ${view}`).toEqual([]);
        }
      }
    }
  });
});
