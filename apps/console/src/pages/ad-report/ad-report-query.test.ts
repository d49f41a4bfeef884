import { describe, expect, it } from 'vitest';
import { adReportRequest, AdReportQuery } from './ad-report-query';

describe('the ad report URL', () => {
  it('reads the filters and the page, leaving out what is not valid', () => {
    const query = AdReportQuery.parse({
      page: '2',
      size: '20',
      status: 'failed',
      beginDate: '2026-11-01',
      endDate: 'soon',
      upload: '7',
    });
    expect(query).toEqual({ page: 2, size: 20, status: 'failed', beginDate: '2026-11-01', upload: 7 });
    expect(adReportRequest(query)).toEqual({
      page: { number: 2, size: 20 },
      query: { status: 'failed', beginDate: '2026-11-01' },
    });
  });

  it('starts on the first page with no filter', () => {
    const query = AdReportQuery.parse({ status: 'lost' });
    expect(adReportRequest(query)).toEqual({ page: { number: 1, size: 20 }, query: {} });
  });
});
