// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import * as XLSX from '@e965/xlsx';
import { apiBasePath, endpoints, type Endpoint } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, providerAccountId, startTestApp } from '../../testing/test-app';
import { draftDetail, minimal, savedId } from '../testing/draft-calls';
import { postImport } from './testing/import-calls';
import { numberRow, sheetFile, xlsxOfSheetData, inlineRow } from './testing/spreadsheets';

const now = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => now });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
let demoAccount: number;
let adminAccount: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  demoAccount = await providerAccountId(app, 'adc-demo-01');
  adminAccount = await providerAccountId(app, 'adc-admin-01');
});

async function draftWithUnit(token = demo, accountId = demoAccount) {
  const draftId = await savedId(app, endpoints.draftSave, token, { name: 'Import', accountId });
  const campaignId = await savedId(app, endpoints.draftCampaignSave, token, { draftId, ...minimal.campaign });
  const unitId = await savedId(app, endpoints.draftUnitSave, token, { draftId, campaignId, ...minimal.unit });
  return { draftId, unitId };
}

/** Posts a file to an import call as demo unless told otherwise. */
const importFile = (
  endpoint: Endpoint,
  target: { draftId: number; unitId: number },
  file: { name: string; data: Buffer },
  options: { token?: string; language?: string } = {},
) => postImport(app, endpoint, target, file, { token: options.token ?? demo, language: options.language });

const keywordRows = (...rows: (string | XLSX.CellObject)[][]) => [['Keyword', 'Match type'], ...rows];

describe('the templates', () => {
  it('are served without login, the header in the language asked and an example row under it', async () => {
    const english = await app.inject({
      method: 'GET',
      url: `${apiBasePath}/templates/keyword-template.xlsx?t=1763712000000&lang=en`,
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(english.headers['cache-control']).toBe('no-store');
    const rows = (body: Buffer) =>
      XLSX.utils.sheet_to_json(XLSX.read(body).Sheets.template!, { header: 1 }) as string[][];
    expect(rows(english.rawPayload)).toEqual([
      ['Keyword', 'Match type'],
      ['数据分析平台', 'phrase'],
    ]);
    const chinese = await app.inject({
      method: 'GET',
      url: `${apiBasePath}/templates/creative-template.xlsx?t=1&lang=cn`,
    });
    expect(rows(chinese.rawPayload)[0]).toEqual(['标题', '描述1', '描述2', '小程序链接']);
    const unknown = await app.inject({ method: 'GET', url: `${apiBasePath}/templates/secrets.xlsx` });
    expect(unknown.statusCode).toBe(404);
  });

  it('import as they are: the example row is a good keyword', async () => {
    const target = await draftWithUnit();
    const template = await app.inject({
      method: 'GET',
      url: `${apiBasePath}/templates/keyword-template.xlsx`,
    });
    const answer = await importFile(endpoints.keywordImport, target, {
      name: 'keyword-template.xlsx',
      data: template.rawPayload,
    });
    expect(answer).toMatchObject({ status: 200, code: 200, data: { imported: 1, failed: [] } });
  });
});

describe('an import of keywords', () => {
  const twoKeywords = keywordRows(['数据分析平台', 'phrase'], ['BI tool', '精确']);
  const files = [
    { name: 'keywords.xlsx', data: sheetFile(twoKeywords, 'xlsx') },
    { name: 'keywords.xls', data: sheetFile(twoKeywords, 'xls') },
    // WPS saves .et as BIFF and .sheet as Office Open XML: the content tells the parser which.
    { name: 'keywords.et', data: sheetFile(twoKeywords, 'xls') },
    { name: 'keywords.sheet', data: sheetFile(twoKeywords, 'xlsx') },
  ];
  it.each(files)('takes a $name file and keeps every good row', async (file) => {
    const target = await draftWithUnit();
    const answer = await importFile(endpoints.keywordImport, target, file);
    expect(answer).toMatchObject({ status: 200, code: 200, data: { imported: 2, failed: [] } });
    const draft = await draftDetail(app, demo, target.draftId);
    expect(draft.keywords.map(({ keyword, matchType, unitId }) => ({ keyword, matchType, unitId }))).toEqual([
      { keyword: '数据分析平台', matchType: 'phrase', unitId: target.unitId },
      { keyword: 'BI tool', matchType: 'precise', unitId: target.unitId },
    ]);
  });

  it('answers each bad row with its row number, the rule it breaks and its columns, keeping only the good ones', async () => {
    const target = await draftWithUnit();
    await savedId(app, endpoints.draftKeywordSave, demo, { ...target, keyword: '报表软件' });
    const file = sheetFile(
      keywordRows(
        ['数据分析平台', ''],
        ['数据分析平台数据分析平台数据分析平台数据分析平台', 'phrase'],
        ['赌博', 'phrase'],
        ['报表软件', 'precise'],
        ['数据分析平台', 'precise'],
        ['BI tool', 'sometimes'],
        ['Dashboards', 'Auto'],
      ),
      'xlsx',
    );
    const answer = await importFile(endpoints.keywordImport, target, { name: 'keywords.xlsx', data: file });
    expect(answer).toMatchObject({ status: 200, code: 200 });
    expect(answer.data).toEqual({
      imported: 2,
      failed: [
        {
          dataNum: 3,
          failMessage: 'The keyword must be at most 40 bytes — a Chinese character counts 2',
          keyword: '数据分析平台数据分析平台数据分析平台数据分析平台',
          matchType: 'phrase',
        },
        {
          dataNum: 4,
          failMessage: 'This keyword is on the banned list',
          keyword: '赌博',
          matchType: 'phrase',
        },
        {
          dataNum: 5,
          failMessage: 'This unit already has this keyword',
          keyword: '报表软件',
          matchType: 'precise',
        },
        {
          dataNum: 6,
          failMessage: 'This unit already has this keyword',
          keyword: '数据分析平台',
          matchType: 'precise',
        },
        { dataNum: 7, failMessage: 'Choose one of the options', keyword: 'BI tool', matchType: 'sometimes' },
      ],
    });
    const draft = await draftDetail(app, demo, target.draftId);
    expect(draft.keywords.map(({ keyword, matchType }) => [keyword, matchType])).toEqual([
      ['报表软件', 'phrase'],
      ['数据分析平台', 'phrase'],
      ['Dashboards', 'auto'],
    ]);
  });

  it('says why a row is refused in the caller’s language', async () => {
    const target = await draftWithUnit();
    const file = sheetFile(keywordRows(['赌博', '短语']), 'xls');
    const answer = await importFile(
      endpoints.keywordImport,
      target,
      { name: '关键词.xls', data: file },
      { language: 'zh-CN' },
    );
    expect(answer.data).toEqual({
      imported: 0,
      failed: [{ dataNum: 2, failMessage: '该关键词为违禁词', keyword: '赌博', matchType: '短语' }],
    });
  });
});

describe('an import of creatives', () => {
  it('checks each row with the rules of a creative', async () => {
    const target = await draftWithUnit();
    const file = sheetFile(
      [
        ['Title', 'Description 1', 'Description 2', 'Mini-program URL'],
        [minimal.creative.title, minimal.creative.description1, '免费试用30天', ''],
        ['短标题', minimal.creative.description1, '', ''],
      ],
      'xlsx',
    );
    const answer = await importFile(endpoints.creativeImport, target, { name: 'creatives.xlsx', data: file });
    expect(answer.data).toEqual({
      imported: 1,
      failed: [
        {
          dataNum: 3,
          failMessage: 'Less than 9 bytes — a Chinese character counts 2',
          title: '短标题',
          description1: minimal.creative.description1,
          description2: '',
          miniProgramUrl: '',
        },
      ],
    });
    const draft = await draftDetail(app, demo, target.draftId);
    expect(draft.creatives).toMatchObject([
      {
        unitId: target.unitId,
        title: minimal.creative.title,
        description1: minimal.creative.description1,
        description2: '免费试用30天',
        pictures: [],
      },
    ]);
  });
});

describe('a refused import writes nothing', () => {
  const refusals = [
    {
      what: 'a file of another type',
      file: () => ({ name: 'keywords.csv', data: Buffer.from('keyword,matchType\nBI tool,phrase\n') }),
      message: 'Only .xlsx, .xls, .et and .sheet files can be imported',
    },
    {
      what: 'a text file renamed .xlsx',
      file: () => ({ name: 'keywords.xlsx', data: Buffer.from('Keyword\tMatch type\nBI tool\tphrase\n') }),
      message: 'This file is not a spreadsheet: only .xlsx, .xls, .et and .sheet files can be imported',
    },
    {
      what: 'an Excel 97–2003 workbook named .xlsx',
      file: () => ({ name: 'keywords.xlsx', data: sheetFile(keywordRows(['BI tool', 'phrase']), 'xls') }),
      message:
        'The file is not the type its name says (an .xlsx must be an Excel workbook, an .xls an Excel 97–2003 one): save it again from the template',
    },
    {
      what: 'an Excel workbook named .xls',
      file: () => ({ name: 'keywords.xls', data: sheetFile(keywordRows(['BI tool', 'phrase']), 'xlsx') }),
      message:
        'The file is not the type its name says (an .xlsx must be an Excel workbook, an .xls an Excel 97–2003 one): save it again from the template',
    },
    {
      what: 'a zip bomb (100 MB of zeros packed in 100 kB)',
      file: () => ({
        name: 'keywords.xlsx',
        data: xlsxOfSheetData(inlineRow('Keyword') + inlineRow('BI tool'), {
          extra: [{ name: 'xl/media/padding.bin', data: Buffer.alloc(100 * 1024 * 1024) }],
        }),
      }),
      message: 'The file unpacks too large or takes too long to read: save it again from the template',
    },
    {
      what: 'a sheet of 1,000,000 rows',
      file: () => ({ name: 'keywords.xlsx', data: xlsxOfSheetData(numberRow(1).repeat(1_000_000)) }),
      message: 'One import takes at most 10000 rows: split the file and import each part',
    },
    {
      what: 'a sheet of 10,001 rows',
      file: () => ({
        name: 'keywords.xlsx',
        data: xlsxOfSheetData(inlineRow('Keyword') + inlineRow('BI tool').repeat(10_001)),
      }),
      message: 'One import takes at most 10000 rows: split the file and import each part',
    },
    {
      what: 'a sheet with a formula',
      file: () => ({
        name: 'keywords.xlsx',
        data: sheetFile(
          keywordRows(['BI tool', 'phrase'], [{ t: 's', v: 'BI', f: 'CONCAT("B","I")' }, 'phrase']),
          'xlsx',
        ),
      }),
      message: 'The file holds formulas (cell A3): paste them as values and import again',
    },
    {
      what: 'a sheet with nothing below the header',
      file: () => ({ name: 'keywords.xlsx', data: sheetFile(keywordRows(), 'xlsx') }),
      message: 'The file has no rows below the header',
    },
  ];
  it.each(refusals)('refuses $what', async ({ file, message }) => {
    const target = await draftWithUnit();
    const answer = await importFile(endpoints.keywordImport, target, file());
    expect(answer).toMatchObject({
      status: 400,
      code: 400,
      msg: message,
      data: [{ field: 'file', message }],
    });
    expect((await draftDetail(app, demo, target.draftId)).keywords).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const target = await draftWithUnit();
    const data = Buffer.concat([sheetFile(keywordRows(['BI tool']), 'xlsx'), Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await importFile(endpoints.keywordImport, target, { name: 'keywords.xlsx', data });
    expect(answer).toMatchObject({ status: 400, msg: 'The file must be at most 10 MB' });
  });

  it('answers 404 for a unit of another draft or another user’s, and refuses a draft uploading or uploaded', async () => {
    const file = { name: 'keywords.xlsx', data: sheetFile(keywordRows(['BI tool']), 'xlsx') };
    const mine = await draftWithUnit();
    const other = await draftWithUnit();
    const admins = await draftWithUnit(admin, adminAccount);
    for (const target of [
      { draftId: mine.draftId, unitId: other.unitId },
      { draftId: admins.draftId, unitId: admins.unitId },
    ]) {
      expect(await importFile(endpoints.keywordImport, target, file)).toMatchObject({
        status: 404,
        code: 404,
      });
    }
    for (const [status, message] of [
      [9, 'This draft is uploading and cannot be changed'],
      [4, 'This draft has been uploaded and cannot be changed; copy it to make a new one'],
    ] as const) {
      await app.entities.db.updateTable('drafts').set({ status }).where('id', '=', mine.draftId).execute();
      expect(await importFile(endpoints.keywordImport, mine, file)).toMatchObject({
        status: 400,
        msg: message,
      });
    }
    expect((await draftDetail(app, demo, mine.draftId)).keywords).toEqual([]);
  });
});
