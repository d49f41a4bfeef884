// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  additiveMetrics,
  granularityList,
  reportFields,
  reportSection,
  sectionsByChannel,
  type Channel,
  type ReportRow,
  type Section,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import {
  expectSelectTime,
  fetchReport,
  postReport,
  refusedReport,
  testNow,
  testRanges,
  type ReportAnswer,
} from './testing/report-calls';

const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let token: string;
let sharedId: number;
let adminOnlyId: number;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  sharedId = await providerAccountId(app, 'adc-shared-01');
  adminOnlyId = await providerAccountId(app, 'adc-admin-01');
});

const reports = (Object.keys(sectionsByChannel) as Channel[]).flatMap((channel) =>
  sectionsByChannel[channel].map((section) => [channel, section] as [Channel, Section]),
);
const sortableKeys = (channel: Channel, section: Section) =>
  reportSection(channel, section).columns.filter((key) => reportFields[key].isSort);

const query = (timeUnit: keyof typeof testRanges, extra: object = {}) => ({
  accountId: sharedId,
  ...testRanges[timeUnit],
  timeUnit,
  ...extra,
});

/** What a row sorts by for a column: the begin date for reportDates (every form starts with it). */
const sortValue = (row: ReportRow, key: string) => {
  const value = row[key];
  return key === 'reportDates' ? String(value).slice(0, 10) : (value as number);
};

/** Every row of a report, fetched once per report and granularity: several checks compare against them. */
const allRows = new Map<string, Promise<ReportAnswer>>();
function fetchAll(channel: Channel, section: Section, timeUnit: keyof typeof testRanges) {
  const key = `${channel} ${section} ${timeUnit}`;
  if (!allRows.has(key))
    allRows.set(key, fetchReport(app, token, channel, section, { query: query(timeUnit) }));
  return allRows.get(key)!;
}

const sumOf = (rows: readonly ReportRow[], key: string) =>
  rows.reduce((sum, row) => sum + Number(row[key]), 0);

describe.each(reports)('%s ads, %s report', (channel, section) => {
  const spec = reportSection(channel, section);

  it.each(granularityList)(
    'answers the %s rows with catalogue columns and totals of every row',
    async (timeUnit) => {
      const paged = await fetchReport(app, token, channel, section, {
        page: { number: 1, size: 20 },
        query: query(timeUnit),
      });
      const all = await fetchAll(channel, section, timeUnit);

      // The catalogue's columns in its order for a user who has not chosen any (the titles: see below).
      expect(paged.data.titleInfos.map((info) => info.dataKey)).toEqual(spec.columns);
      expect(all.page.totalCount).toBe(all.data.list.length);
      expect(paged.page.totalCount).toBe(all.page.totalCount);
      expect(all.data.list.length).toBeGreaterThan(0);
      expect(paged.data.list).toEqual(all.data.list.slice(0, 20));
      for (const row of paged.data.list) {
        for (const key of spec.columns) expect(row, key).toHaveProperty(key);
      }

      // The summary adds every row, not only the page's; ratios come from the sums.
      const summary = paged.data.summary;
      for (const key of additiveMetrics.filter((k) => spec.columns.includes(k))) {
        expect(summary[key], key).toBeCloseTo(sumOf(all.data.list, key), 2);
      }
      const impression = sumOf(all.data.list, 'impression');
      const click = sumOf(all.data.list, 'click');
      const cost = sumOf(all.data.list, 'cost');
      expect(summary.ctr).toBeCloseTo(click / impression, 4);
      expect(summary.cpc).toBeCloseTo(cost / click, 2);
      expect(summary.cpm).toBeCloseTo((cost / impression) * 1000, 2);
    },
  );

  it("answers 403 for another user's account", async () => {
    const refused = await refusedReport(app, token, channel, section, {
      query: { ...query('day'), accountId: adminOnlyId },
    });
    expect(refused.status).toBe(403);
  });

  it('sorts by the begin date, newest first, by default', async () => {
    const { data } = await fetchAll(channel, section, 'day');
    const dates = data.list.map((row) => String(row.reportDates));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(testRanges.day.endDate);
  });

  it.each(sortableKeys(channel, section).flatMap((key) => [[key, 'asc'] as const, [key, 'desc'] as const]))(
    'sorts by %s %s over every row',
    async (sortCol, sortOrder) => {
      const all = await fetchAll(channel, section, 'week');
      const body = { page: { number: 1, size: 50, sortCol, sortOrder }, query: query('week') };
      const { data, page } = await fetchReport(app, token, channel, section, body);
      expect(page).toMatchObject({ sortCol, sortOrder });
      const ascending = all.data.list
        .map((row) => sortValue(row, sortCol))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const expected = (sortOrder === 'asc' ? ascending : ascending.reverse()).slice(0, 50);
      expect(data.list.map((row) => sortValue(row, sortCol))).toEqual(expected);
    },
  );

  it('pages through every row once, counting them all on each page', async () => {
    const all = await fetchAll(channel, section, 'summary');
    const size = spec.pageSizes[0]!;
    const pages: ReportRow[] = [];
    for (let number = 1; pages.length < all.page.totalCount; number++) {
      const { data, page } = await fetchReport(app, token, channel, section, {
        page: { number, size },
        query: query('summary'),
      });
      expect(page).toMatchObject({ number, size, totalCount: all.page.totalCount });
      expect(data.summary).toEqual(all.data.summary);
      pages.push(...data.list);
    }
    expect(pages).toEqual(all.data.list);
    const past = await fetchReport(app, token, channel, section, {
      page: { number: Math.ceil(all.page.totalCount / size) + 1, size },
      query: query('summary'),
    });
    expect(past.data.list).toEqual([]);
    expect(past.page.totalCount).toBe(all.page.totalCount);
    expect(past.data.summary).toEqual(all.data.summary);
  });
});

describe('a month range to the last day of the running month', () => {
  // At testNow yesterday is 20 November 2026: November runs from the 1st to the 30th, reported to the 20th.
  const running = { beginDate: '2026-11-01', endDate: '2026-11-30' };
  const reported = { beginDate: '2026-11-01', endDate: '2026-11-20' };

  it.each(reports)('%s %s: answers the days up to yesterday', async (channel, section) => {
    const whole = await fetchReport(app, token, channel, section, { query: query('month', running) });
    const toYesterday = await fetchReport(app, token, channel, section, { query: query('month', reported) });
    expect(whole).toEqual(toYesterday);
    expect(whole.data.list.length).toBeGreaterThan(0);
  });

  it('compares with the same days of the month before', async () => {
    const compared = await fetchReport(app, token, 'search', 'campaign', {
      query: query('month', { ...running, compare: true }),
    });
    const toYesterday = await fetchReport(app, token, 'search', 'campaign', {
      query: query('month', { ...reported, compare: true }),
    });
    const before = await fetchReport(app, token, 'search', 'campaign', {
      query: query('summary', { beginDate: '2026-10-01', endDate: '2026-10-20' }),
    });
    expect(compared).toEqual(toYesterday);
    expect(compared.data.summary.costPrevious).toBe(before.data.summary.cost);
  });

  it('is refused for days, weeks and summaries, which end by yesterday', async () => {
    for (const timeUnit of ['day', 'week', 'summary'] as const) {
      const refused = await refusedReport(app, token, 'search', 'account', {
        query: query(timeUnit, running),
      });
      expect(refused.status).toBe(400);
    }
  });
});

describe('filters', () => {
  const filtered = reports.filter(([channel, section]) =>
    reportSection(channel, section).filters.includes('campaignId'),
  );

  it.each(filtered)('%s %s: a campaign keeps its own rows only', async (channel, section) => {
    const all = await fetchAll(channel, section, 'summary');
    const one = await fetchReport(app, token, channel, section, {
      query: query('summary', { campaignId: 1 }),
    });
    expect(one.page.totalCount).toBeGreaterThan(0);
    expect(one.data.summary.cost).toBeLessThan(all.data.summary.cost as number);
    for (const row of one.data.list) if ('campaignId' in row) expect(row.campaignId).toBe(1);
  });

  it('a unit keeps its own keywords only', async () => {
    const { data } = await fetchReport(app, token, 'search', 'keyword', {
      query: query('summary', { adgroupId: 2 }),
    });
    expect(data.list.length).toBeGreaterThan(0);
    for (const row of data.list) expect(row.adgroupId).toBe(2);
  });

  it('computer and mobile rows add up to all rows', async () => {
    const sums = await Promise.all(
      [undefined, 1, 2].map(async (device) => {
        const { data } = await fetchReport(app, token, 'search', 'keyword', {
          query: query('month', { device }),
        });
        return data.summary;
      }),
    );
    const [all, computer, mobile] = sums as [ReportRow, ReportRow, ReportRow];
    expect((computer.impression as number) + (mobile.impression as number)).toBe(all.impression);
    expect((computer.click as number) + (mobile.click as number)).toBe(all.click);
    expect((computer.cost as number) + (mobile.cost as number)).toBeCloseTo(all.cost as number, 2);
  });

  it.each([
    ['search', 'keyword', 'keyword'],
    ['search', 'searchTerm', 'showWord'],
    ['search', 'campaign', 'campaignName'],
    ['search', 'region', 'provinceName'],
    ['feed', 'crowd', 'crowdName'],
    ['feed', 'designDaily', 'ideaTitle'],
  ] as [Channel, Section, string][])('%s %s: name contains matches %s', async (channel, section, key) => {
    const all = await fetchAll(channel, section, 'summary');
    const name = String(all.data.list.at(-1)![key]).slice(0, 2);
    const { data, page } = await fetchReport(app, token, channel, section, {
      query: query('summary', { name }),
    });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.totalCount).toBeLessThanOrEqual(all.page.totalCount);
    for (const row of data.list) {
      const names = section === 'region' ? `${row.provinceName}${row.cityName}` : String(row[key]);
      expect(names).toContain(name);
    }
  });

  it('refuses a filter the section does not take', async () => {
    const refused = await refusedReport(app, token, 'feed', 'account', {
      query: query('day', { device: 1 }),
    });
    expect(refused.status).toBe(400);
  });
});

describe('bad requests', () => {
  it.each([
    [
      'a weekly range that is not Monday to Sunday',
      'week',
      '2026-10-20',
      '2026-11-15',
      'Please select whole weeks, from a Monday to a Sunday',
    ],
    [
      'a month that is not whole',
      'month',
      '2026-08-02',
      '2026-10-31',
      'Please select whole months, from the 1st of a month to its last day',
    ],
    [
      'a month after the running one',
      'month',
      '2026-11-01',
      '2026-12-31',
      'Please select dates up to yesterday',
    ],
    ['a date after yesterday', 'day', '2026-11-01', '2026-11-21', 'Please select dates up to yesterday'],
    [
      'an end before the begin',
      'summary',
      '2026-11-10',
      '2026-11-01',
      'Please select valid dates (yyyy-MM-dd), the end not before the start',
    ],
    [
      'more than 731 days',
      'summary',
      '2024-01-01',
      '2026-11-01',
      'Please select a range of at most 731 days',
    ],
  ])(
    'answers 400 for %s, saying so in the caller language',
    async (_case, timeUnit, beginDate, endDate, message) => {
      const refused = await refusedReport(app, token, 'search', 'account', {
        query: { accountId: sharedId, beginDate, endDate, timeUnit },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ field: 'query', message }]);
      expect(refused.body.msg).toBe(message);
    },
  );

  it.each([
    ['a missing begin date', { beginDate: undefined }, 'query.beginDate'],
    ['an empty begin date', { beginDate: '' }, 'query.beginDate'],
    ['a null end date', { endDate: null }, 'query.endDate'],
    ['an empty end date', { endDate: '' }, 'query.endDate'],
  ])('asks to select a time for %s, in the caller’s language', async (_case, change, field) => {
    const body = { page: { number: 1, size: 20 }, query: { ...query('day'), ...change } };
    await expectSelectTime((headers) => postReport(app, token, 'search', 'keyword', body, headers), [field]);
  });

  it('asks to select a time once for each empty date', async () => {
    const body = { query: { accountId: sharedId, beginDate: '', timeUnit: 'month' } };
    await expectSelectTime(
      (headers) => postReport(app, token, 'feed', 'account', body, headers),
      ['query.beginDate', 'query.endDate'],
    );
  });

  it.each(['2026-11-1', '2026/11/01', '01-11-2026', 20261101])(
    'keeps the date format message for %j, a date written otherwise',
    async (beginDate) => {
      const response = await postReport(app, token, 'search', 'keyword', {
        query: { ...query('day'), beginDate },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        msg: 'The request is not valid',
        data: [{ field: 'query.beginDate', message: 'Enter a date as yyyy-MM-dd' }],
      });
    },
  );

  it('says what is wrong with a range in Chinese too', async () => {
    const response = await postReport(
      app,
      token,
      'search',
      'account',
      { query: query('week', { beginDate: '2026-10-20' }) },
      { 'accept-language': 'zh-CN' },
    );
    expect(response.json()).toMatchObject({
      code: 400,
      msg: '请按整周选择，从周一开始到周日结束',
      data: [{ field: 'query', message: '请按整周选择，从周一开始到周日结束' }],
    });
  });

  it.each([
    ['an unknown timeUnit', { timeUnit: 'hour' }],
    ['a date that does not exist', { beginDate: '2026-02-30' }],
    ['a column that does not sort', { sortCol: 'campaignName' }],
    ['a page size not offered', { size: 25 }],
    ['a materials page size on a keyword report', { size: 100 }],
  ])('answers 400 for %s', async (_case, change) => {
    const { sortCol, size, ...queryChange } = change as { sortCol?: string; size?: number };
    const refused = await refusedReport(app, token, 'search', 'keyword', {
      page: { number: 1, size: size ?? 20, sortCol },
      query: { ...query('day'), ...queryChange },
    });
    expect(refused.status).toBe(400);
  });

  it('takes materials page sizes on creative reports', async () => {
    const { page } = await fetchReport(app, token, 'search', 'designDaily', {
      page: { number: 1, size: 100 },
      query: query('day'),
    });
    expect(page.size).toBe(100);
  });

  it('answers 401 without a session', async () => {
    const anonymous = await refusedReport(app, '', 'search', 'account', { query: query('day') });
    expect(anonymous.status).toBe(401);
  });
});

describe('titleInfos', () => {
  it('describes the keyword daily report’s columns in English: title, sorting, value and how to draw it', async () => {
    const { data } = await fetchReport(app, token, 'search', 'keyword', {
      page: { number: 1, size: 10 },
      query: query('day'),
    });
    expect(
      data.titleInfos.map(({ dataKey, titleName, isSort, valueType, domType, unit }) => [
        dataKey,
        titleName,
        isSort,
        valueType,
        domType,
        unit,
      ]),
    ).toEqual([
      ['reportDates', 'Date', true, 'String', 'text', null],
      ['campaignName', 'Campaign', false, 'String', 'text', null],
      ['adgroupName', 'Unit', false, 'String', 'text', null],
      ['keyword', 'Keyword', false, 'String', 'text', null],
      ['matchType', 'Match type', false, 'String', 'text', null],
      ['impression', 'Impressions', true, 'Long', 'text', 't'],
      ['click', 'Clicks', true, 'Long', 'text', 't'],
      ['ctr', 'CTR', true, 'Double', 'text', '%*100'],
      ['cost', 'Cost', true, 'Double', 'text', '￥'],
      ['cpc', 'CPC', true, 'Double', 'text', '￥'],
      ['cpm', 'CPM', true, 'Double', 'text', '￥'],
      ['conversion', 'Conversions', true, 'Long', 'text', 't'],
      ['landPageExperience', 'Landing page experience', false, 'Integer', 'render', null],
      ['businessRelationship', 'Business relevance', false, 'Integer', 'render', null],
      ['estimatedClickRate', 'Estimated click rate', false, 'Integer', 'render', null],
    ]);
    expect(data.titleInfos[0]).toEqual({
      titleName: 'Date',
      dataKey: 'reportDates',
      isSort: true,
      valueType: 'String',
      domType: 'text',
      width: 110,
      minWidth: 110,
      fixed: 'left',
      unit: null,
    });
    expect(data.titleInfos.find((info) => info.dataKey === 'estimatedClickRate')).toMatchObject({
      renderer: 'qualityCode',
      minWidth: 110,
      fixed: null,
    });
  });

  it('titles the columns in Chinese for a Chinese caller', async () => {
    const { data } = await fetchReport(
      app,
      token,
      'feed',
      'crowd',
      { query: query('day') },
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(data.titleInfos.map((info) => info.titleName)).toEqual([
      '日期',
      '推广计划',
      '推广单元',
      '人群',
      '展现',
      '点击',
      '点击率',
      '消费',
      '平均点击价格',
      '千次展现消费',
      '转化',
    ]);
  });

  it('widens the date column for the week ranges of a weekly report', async () => {
    const weekly = await fetchReport(app, token, 'search', 'campaign', { query: query('week') });
    expect(weekly.data.titleInfos[0]).toMatchObject({ dataKey: 'reportDates', width: 200 });
    expect(weekly.data.list[0]!.reportDates).toBe('2026-11-09 ~ 2026-11-15');
    const monthly = await fetchReport(app, token, 'search', 'campaign', { query: query('month') });
    expect(monthly.data.titleInfos[0]).toMatchObject({ dataKey: 'reportDates', width: 100 });
  });
});

describe('languages', () => {
  it('titles columns and translates statuses and devices in the caller language', async () => {
    const body = { query: query('summary') };
    const campaigns = await fetchReport(app, token, 'search', 'campaign', body, {
      'accept-language': 'zh-CN',
    });
    expect(campaigns.data.titleInfos.map((t) => t.titleName)).toContain('推广计划');
    for (const row of campaigns.data.list) expect(['有效', '暂停']).toContain(row.campaignStatus);
    const devices = await fetchReport(app, token, 'search', 'device', body, { 'accept-language': 'zh-TW' });
    expect(devices.data.list.map((row) => row.deviceName).sort()).toEqual(['行動裝置', '電腦']);
  });
});

describe('Server-Timing', () => {
  it('says where a report call spent its time, no engine time when the answer was kept', async () => {
    const body = { page: { number: 1, size: 20 }, query: query('day') };
    const timings: Record<string, string>[] = [];
    // Other tests asked the same page: the first call below reads the facts again.
    await app.facts.forgetAnswers();
    for (let call = 0; call < 2; call++) {
      const response = await postReport(app, token, 'search', 'keyword', body);
      const header = String(response.headers['server-timing']);
      timings.push(Object.fromEntries(header.split(', ').map((entry) => entry.split(';dur='))));
    }
    for (const timing of timings) expect(Object.keys(timing)).toEqual(['queue', 'engine', 'answer', 'total']);
    // Facts are read only by the first call; the second is answered from the cache.
    expect(Number(timings[0]!.engine)).toBeGreaterThan(0);
    expect(Number(timings[1]!.engine)).toBe(0);
  });
});
