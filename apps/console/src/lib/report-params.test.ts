import { catalogueReportByPath } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  changeComparison,
  parseReportParams,
  reportRequest,
  reportSearchParams,
  type NoticedParam,
} from './report-params';

/** Saturday 21 November 2026 in Asia/Shanghai: last week is 9–15 November. */
const now = Date.parse('2026-11-21T08:00:00Z');
const keywordWeekly = catalogueReportByPath('/keywordSearch/keywordWeekly')!;
const feedAccount = catalogueReportByPath('/feeds/accountReport')!;

describe('report URL state', () => {
  it('reads every part of a link and writes it back unchanged', () => {
    const link = new URLSearchParams(
      'beginDate=2026-11-02&endDate=2026-11-15&campaignId=3&adgroupId=7&device=2&name=shoe&page=4&size=50&sortCol=cost&sortOrder=asc&metric=click',
    );
    const state = parseReportParams(keywordWeekly, link, now);
    expect(state).toEqual({
      beginDate: '2026-11-02',
      endDate: '2026-11-15',
      reportDefault: false,
      campaignId: 3,
      adgroupId: 7,
      device: 2,
      name: 'shoe',
      page: 4,
      size: 50,
      sortCol: 'cost',
      sortOrder: 'asc',
      metric: 'click',
    });
    expect(Object.fromEntries(reportSearchParams(state))).toEqual(Object.fromEntries(link));
  });

  it('falls back to the defaults for parts that are not valid, keeping a refused range as given', () => {
    const state = parseReportParams(
      keywordWeekly,
      new URLSearchParams('beginDate=2026-11-03&endDate=2026-11-09&page=-1&size=7&sortCol=keyword&device=9'),
      now,
    );
    expect(state).toMatchObject({ beginDate: '2026-11-03', endDate: '2026-11-09', page: 1, size: 20 });
    expect(state.sortCol).toBeUndefined();
    expect(state.device).toBeUndefined();
    expect(parseReportParams(keywordWeekly, new URLSearchParams(), now)).toMatchObject({
      beginDate: '2026-11-09',
      endDate: '2026-11-15',
      metric: 'cost',
    });
  });

  it("takes only the report section's page sizes and sortable columns", () => {
    const creativeDaily = catalogueReportByPath('/keywordSearch/designDailyReport')!;
    const link = (query: string) => new URLSearchParams(`beginDate=2026-11-01&endDate=2026-11-10&${query}`);
    // Materials lists offer larger pages (docs/requirements.md#lists-and-paging); other reports do not.
    expect(parseReportParams(creativeDaily, link('size=500'), now).size).toBe(500);
    expect(parseReportParams(keywordWeekly, link('size=500'), now).size).toBe(20);
    // Cost sorts; a keyword's text, which the section does not sort by, and a column it lacks do not.
    expect(parseReportParams(keywordWeekly, link('sortCol=cost&sortOrder=desc'), now)).toMatchObject({
      sortCol: 'cost',
      sortOrder: 'desc',
    });
    expect(parseReportParams(keywordWeekly, link('sortCol=keyword'), now).sortCol).toBeUndefined();
    expect(parseReportParams(feedAccount, link('sortCol=landPageExperience'), now).sortCol).toBeUndefined();
    expect(parseReportParams(keywordWeekly, link('sortOrder=up'), now).sortOrder).toBeUndefined();
  });

  it('reads the filters by their rules, dropping what breaks them', () => {
    const state = parseReportParams(
      keywordWeekly,
      new URLSearchParams(`campaignId=0&adgroupId=x&device=1&name=${'a'.repeat(101)}`),
      now,
    );
    expect(state).toMatchObject({ campaignId: undefined, adgroupId: undefined, device: 1, name: undefined });
    expect(parseReportParams(keywordWeekly, new URLSearchParams('name=%20shoe%20'), now).name).toBe('shoe');
  });

  it('builds the list call of the state with only the filters the section takes', () => {
    const state = parseReportParams(
      feedAccount,
      new URLSearchParams('beginDate=2026-11-01&endDate=2026-11-10&campaignId=3&device=1&sortCol=click'),
      now,
    );
    expect(reportRequest(feedAccount, state)).toEqual({
      page: { number: 1, size: 20, sortCol: 'click', sortOrder: 'desc' },
      query: { beginDate: '2026-11-01', endDate: '2026-11-10', timeUnit: 'day' },
    });
  });

  it('keeps the comparison with the previous period in the link and asks the list call for it', () => {
    const link = 'beginDate=2026-11-02&endDate=2026-11-15&compare=true&sortCol=costChange&sortOrder=asc';
    const state = parseReportParams(keywordWeekly, new URLSearchParams(link), now);
    expect(state).toMatchObject({ compare: 'previous', sortCol: 'costChange', sortOrder: 'asc' });
    expect(Object.fromEntries(reportSearchParams(state))).toEqual({
      ...Object.fromEntries(new URLSearchParams(link)),
      compare: 'previous',
      page: '1',
      size: '20',
      metric: 'cost',
    });
    expect(reportRequest(keywordWeekly, state).query).toEqual({
      beginDate: '2026-11-02',
      endDate: '2026-11-15',
      timeUnit: 'week',
      compare: true,
    });
    // Off, the link leaves it out and the call does not compare.
    const off = parseReportParams(keywordWeekly, new URLSearchParams('compare=false&sortCol=cost'), now);
    expect(off.compare).toBeUndefined();
    expect(reportRequest(keywordWeekly, off).query).not.toHaveProperty('compare');
  });

  it('ends a sort by a comparison column with the comparison, from the switch or a link', () => {
    const on = parseReportParams(
      keywordWeekly,
      new URLSearchParams('compare=true&sortCol=cpcChange&sortOrder=desc&page=3'),
      now,
    );
    const off = changeComparison(on, null);
    expect(off).toMatchObject({ compare: undefined, page: 1, sortCol: undefined, sortOrder: undefined });
    expect(reportSearchParams(off).has('compare')).toBe(false);
    const sortedByCost = parseReportParams(
      keywordWeekly,
      new URLSearchParams('compare=true&sortCol=cost&page=3'),
      now,
    );
    expect(changeComparison(sortedByCost, null)).toMatchObject({ page: 1, sortCol: 'cost' });
    expect(changeComparison(sortedByCost, { kind: 'lastYear' })).toMatchObject({
      compare: 'lastYear',
      page: 1,
      sortCol: 'cost',
    });
    expect(
      parseReportParams(keywordWeekly, new URLSearchParams('sortCol=costChange'), now).sortCol,
    ).toBeUndefined();
  });

  it('keeps a shortcut as its id, resolved again on the day the link opens', () => {
    const link = new URLSearchParams('range=lastTwoWeeks&beginDate=2020-01-06&endDate=2020-01-19');
    const state = parseReportParams(keywordWeekly, link, now);
    expect(state).toMatchObject({ range: 'lastTwoWeeks', beginDate: '2026-11-02', endDate: '2026-11-15' });
    // A week later, the same link means the two weeks before that day.
    const weekLater = parseReportParams(keywordWeekly, link, now + 7 * 86_400_000);
    expect(weekLater).toMatchObject({ beginDate: '2026-11-09', endDate: '2026-11-22' });
    // The link keeps the shortcut, not its dates.
    const written = Object.fromEntries(reportSearchParams(state));
    expect(written.range).toBe('lastTwoWeeks');
    expect(written).not.toHaveProperty('beginDate');
  });

  it("shows the report's default range for a link without dates, and keeps it out of the link", () => {
    const state = parseReportParams(keywordWeekly, new URLSearchParams('sortCol=cost'), now);
    expect(state).toMatchObject({ beginDate: '2026-11-09', endDate: '2026-11-15', reportDefault: true });
    expect(Object.fromEntries(reportSearchParams(state))).toEqual({
      sortCol: 'cost',
      page: '1',
      size: '20',
      metric: 'cost',
    });
    // Dates in the link, even the default ones, are dates.
    const dated = parseReportParams(
      keywordWeekly,
      new URLSearchParams('beginDate=2026-11-09&endDate=2026-11-15'),
      now,
    );
    expect(dated.reportDefault).toBe(false);
    expect(reportSearchParams(dated).get('beginDate')).toBe('2026-11-09');
  });

  it('notes the parts of a link it could not read and uses their defaults', () => {
    const refused = new Set<NoticedParam>();
    const state = parseReportParams(
      keywordWeekly,
      new URLSearchParams('range=last7Days&beginDate=2026-13-01&compare=nextYear'),
      now,
      refused,
    );
    // Last 7 days is a shortcut of the day pickers, not of whole weeks.
    expect([...refused].sort()).toEqual(['beginDate', 'compare', 'range']);
    expect(state).toMatchObject({ range: undefined, beginDate: '2026-11-09', compare: undefined });
    const clean = new Set<NoticedParam>();
    parseReportParams(
      keywordWeekly,
      new URLSearchParams('beginDate=2026-11-02&endDate=2026-11-15'),
      now,
      clean,
    );
    expect(clean.size).toBe(0);
  });

  it('asks the list call for the comparison the picker chose', () => {
    const link = (query: string) =>
      parseReportParams(
        keywordWeekly,
        new URLSearchParams(`beginDate=2026-11-02&endDate=2026-11-15&${query}`),
        now,
      );
    expect(reportRequest(keywordWeekly, link('compare=lastYear')).query.compare).toEqual({
      kind: 'lastYear',
    });
    expect(reportRequest(keywordWeekly, link('compare=custom&compareFrom=2026-09-07')).query.compare).toEqual(
      {
        kind: 'custom',
        beginDate: '2026-09-07',
      },
    );
    // A custom comparison without its start is none.
    expect(reportRequest(keywordWeekly, link('compare=custom')).query).not.toHaveProperty('compare');
    expect(
      Object.fromEntries(reportSearchParams(link('compare=lastYear&compareFrom=2026-09-07'))),
    ).not.toHaveProperty('compareFrom');
  });
});
