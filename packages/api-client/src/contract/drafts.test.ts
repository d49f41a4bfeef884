import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { endpoints, fieldErrors, openApiDocument, withAccountId } from './index';

/** The minimal bodies of the issue, as a client sends them. */
const minimal = {
  draftSave: { name: 'Spring', accountId: 7 },
  draftCampaignSave: {
    draftId: 3,
    campaignName: '春季推广',
    marketingTarget: 1,
    device: 3,
    budgetType: 2,
    budget: 100,
    regionType: 1,
    regions: ['北京', '上海'],
    scheduleType: 1,
  },
  draftUnitSave: {
    draftId: 3,
    campaignId: 5,
    adgroupName: '品牌词',
    pcFinalUrl: 'https://example.com/',
    mobileFinalUrl: 'https://m.example.com/',
  },
  draftKeywordSave: { draftId: 3, unitId: 8, keyword: '数据分析平台', matchType: 'phrase' },
  draftCreativeSave: {
    draftId: 3,
    unitId: 8,
    title: '专业数据分析平台免费试用',
    description1: '一站式数据分析平台，帮助企业快速洞察业务增长机会',
    description2: '',
  },
  draftDetail: { id: 3 },
} as const;

describe('the ad-draft calls', () => {
  it.each(Object.entries(minimal))('%s accepts the minimal body as it is', (name, body) => {
    const result = endpoints[name as keyof typeof minimal].request.safeParse(body);
    expect(result.error?.issues).toBeUndefined();
  });

  it('list, page by page, filtered by name and status', () => {
    expect(endpoints.draftList.request.parse({})).toEqual({ page: { number: 1, size: 20 }, query: {} });
    expect(
      endpoints.draftList.request.safeParse({
        page: { number: 2, size: 50 },
        query: { name: ' 春 ', status: 9 },
      }).data,
    ).toEqual({ page: { number: 2, size: 50 }, query: { name: '春', status: 9 } });
    expect(endpoints.draftList.request.safeParse({ query: { status: 5 } }).success).toBe(false);
    expect(endpoints.draftList.request.safeParse({ page: { size: 100 } }).success).toBe(false);
  });

  it('sit at their paths under /marketing/api/v1/adDraft', () => {
    const paths = Object.values(endpoints)
      .map((e) => e.path)
      .filter((path) => path.includes('/adDraft/'));
    expect(paths).toEqual([
      '/marketing/api/v1/adDraft/list',
      '/marketing/api/v1/adDraft/detail',
      '/marketing/api/v1/adDraft/save',
      '/marketing/api/v1/adDraft/copy',
      '/marketing/api/v1/adDraft/delete',
      '/marketing/api/v1/adDraft/confirm',
      '/marketing/api/v1/adDraft/upload',
      '/marketing/api/v1/adDraft/report/list',
      '/marketing/api/v1/adDraft/report/detail',
      ...['campaign', 'unit', 'keyword', 'creative'].flatMap((kind) =>
        ['list', 'save', 'delete', 'batchDelete'].map((call) => `/marketing/api/v1/adDraft/${kind}/${call}`),
      ),
      '/marketing/api/v1/adDraft/keyword/import',
      '/marketing/api/v1/adDraft/creative/import',
    ]);
  });

  it('scope only /adDraft/save to an account, where the account chosen in the body wins', () => {
    const scoped = Object.entries(endpoints)
      .filter(([name, e]) => name.startsWith('draft') && e.accountScoped)
      .map(([name]) => name);
    expect(scoped).toEqual(['draftSave']);
    expect(withAccountId({ name: 'Spring', accountId: 7 }, 2)).toEqual({ name: 'Spring', accountId: 7 });
  });

  it('need draft:edit to change a draft, nothing to read one', () => {
    const permissions = Object.fromEntries(
      Object.entries(endpoints)
        .filter(([name]) => name.startsWith('draft'))
        .map(([name, e]) => [name, e.permission ?? 'none']),
    );
    expect(permissions).toMatchObject({
      draftList: 'none',
      draftDetail: 'none',
      draftSave: 'draft:edit',
      draftCopy: 'draft:edit',
      draftDelete: 'draft:edit',
      draftConfirm: 'draft:edit',
      draftUpload: 'draft:upload',
      draftReportList: 'none',
      draftReportDetail: 'none',
      draftUnitList: 'none',
      draftUnitSave: 'draft:edit',
      draftUnitDelete: 'draft:edit',
      draftCreativeBatchDelete: 'draft:edit',
    });
  });

  it("refuse a 51-byte title naming the field in the caller's language", () => {
    const body = { ...minimal.draftCreativeSave, title: `${'鲜'.repeat(25)}a`, unitId: undefined };
    const result = endpoints.draftCreativeSave.request.safeParse(body, { reportInput: true });
    expect(fieldErrors(result.error!, 'en', lookup)).toEqual([
      { field: 'unitId', message: 'This field is required' },
      { field: 'title', message: 'More than 50 bytes — a Chinese character counts 2' },
    ]);
    expect(fieldErrors(result.error!, 'cn', lookup)).toEqual([
      { field: 'unitId', message: '此项为必填项' },
      { field: 'title', message: '超过 50 字节（1 个汉字计 2 字节）' },
    ]);
  });

  it('refuse a banned keyword and an 8-byte title, each with its message', () => {
    const keyword = endpoints.draftKeywordSave.request.safeParse({
      ...minimal.draftKeywordSave,
      keyword: '赌博',
    });
    expect(fieldErrors(keyword.error!, 'tw', lookup)).toEqual([
      { field: 'keyword', message: '該關鍵詞為違禁詞' },
    ]);
    const creative = endpoints.draftCreativeSave.request.safeParse({
      ...minimal.draftCreativeSave,
      title: '鲜花速递',
    });
    expect(fieldErrors(creative.error!, 'en', lookup)).toEqual([
      { field: 'title', message: 'Less than 9 bytes — a Chinese character counts 2' },
    ]);
  });

  it('are described in the OpenAPI document', () => {
    const document = openApiDocument(Object.values(endpoints), 'test');
    const save = document.paths['/base-api/marketing/api/v1/adDraft/campaign/save']!.post as {
      summary: string;
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(save.summary).toContain('1400');
    expect(save.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['draftId', 'campaignName', 'marketingTarget', 'device', 'budgetType']),
    );
  });
});
