import { catalogueReportByPath } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { parseReportParams, reportRequest, reportSearchParams } from './report-params';

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
});
