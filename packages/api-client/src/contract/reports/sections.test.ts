import { languages, lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { catalogueReports, sectionsByChannel, type Channel, type Section } from './catalogue';
import { reportDataKeys, reportFields, reportParts } from './fields';
import { reportListEndpoint, reportListEndpoints } from './report-list';
import { reportSection } from './sections';
import { fieldDefinition, titleInfos } from './title-infos';

const reports = (Object.keys(sectionsByChannel) as Channel[]).flatMap((channel) =>
  sectionsByChannel[channel].map((section) => [channel, section] as [Channel, Section]),
);

describe('report sections', () => {
  it.each(reports)(
    '%s %s: date first, locked columns shown, default sort by begin date',
    (channel, section) => {
      const spec = reportSection(channel, section);
      expect(spec.columns[0]).toBe('reportDates');
      expect(new Set(spec.columns).size).toBe(spec.columns.length);
      for (const key of spec.locked) expect(spec.columns).toContain(key);
      expect(spec.locked).toHaveLength(2);
      expect(spec.defaultSort).toEqual({ sortCol: 'reportDates', sortOrder: 'desc' });
      for (const key of ['cost', 'impression', 'click', 'reportDates'] as const) {
        expect(spec.columns, key).toContain(key);
        expect(reportFields[key].isSort).toBe(true);
      }
    },
  );

  it('gives materials (creatives) the materials page sizes, every other report 10/20/30/50', () => {
    for (const [channel, section] of reports) {
      const material = section === 'designDaily' || section === 'programDesignDaily';
      expect(reportSection(channel, section).pageSizes).toEqual(
        material ? [10, 20, 30, 50, 100, 500, 1000, 10000] : [10, 20, 30, 50],
      );
    }
  });

  it('has no device filter on feed reports', () => {
    for (const section of sectionsByChannel.feed) {
      expect(reportSection('feed', section).filters).not.toContain('device');
    }
  });
});

describe('report fields', () => {
  it('have unique ids and belong to a part', () => {
    const ids = reportDataKeys.map((key) => reportFields[key].id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const key of reportDataKeys) expect(Object.keys(reportParts)).toContain(reportFields[key].part);
  });

  it.each(languages.map((l) => l.code))(
    'are titled in %s, with unit descriptions and part names',
    (language) => {
      for (const key of reportDataKeys) {
        const definition = fieldDefinition(key, language);
        expect(definition.titleName, key).not.toBe(key);
        expect(definition.titleName).toBe(lookup(language, `reports.column.${key}`));
        if (reportFields[key].unit === '￥') expect(definition.unitDesc).toMatch(/^\(.+\)$/);
      }
      for (const part of Object.keys(reportParts))
        expect(lookup(language, `reports.part.${part}`)).toBeTruthy();
    },
  );

  it('describe quality codes as rendered integers, money in yuan and ctr as a ratio', () => {
    const infos = titleInfos(
      ['landPageExperience', 'cost', 'ctr', 'impression', 'reportDates'],
      'week',
      'en',
    );
    expect(infos[0]).toMatchObject({
      valueType: 'Integer',
      domType: 'render',
      renderer: 'qualityCode',
      isSort: false,
    });
    expect(infos[1]).toMatchObject({ valueType: 'Double', unit: '￥', isSort: true });
    expect(infos[2]).toMatchObject({ valueType: 'Double', unit: '%*100' });
    expect(infos[3]).toMatchObject({ valueType: 'Long', unit: 't' });
    expect(infos[4]).toMatchObject({ titleName: 'Date', fixed: 'left', width: 200 });
  });
});

describe('report list endpoints', () => {
  it('are one per section of each channel, on the catalogue paths', () => {
    const paths = catalogueReports.filter((p) => p.granularity === 'day').map((p) => p.listPath);
    expect(Object.values(reportListEndpoints).map((e) => e.path.replace('/marketing/api/v1', ''))).toEqual(
      paths,
    );
    expect(reportListEndpoint('feed', 'crowd').path).toBe('/marketing/api/v1/infoReport/crowd/list');
    expect(() => reportListEndpoint('feed', 'keyword')).toThrow();
  });

  const body = (query: object, page?: object) => ({
    page,
    query: { beginDate: '2026-11-01', endDate: '2026-11-14', timeUnit: 'day', ...query },
  });

  it("take only the section's filters, page sizes and sortable columns", () => {
    const keyword = reportListEndpoint('search', 'keyword').request;
    expect(keyword.safeParse(body({ campaignId: 3, device: 2, name: '英语' })).success).toBe(true);
    expect(
      keyword.safeParse(body({}, { number: 2, size: 50, sortCol: 'ctr', sortOrder: 'asc' })).success,
    ).toBe(true);
    expect(keyword.safeParse(body({ device: 3 })).success).toBe(false);
    expect(keyword.safeParse(body({ crowdId: 1 })).success).toBe(false);
    expect(keyword.safeParse(body({}, { size: 100 })).success).toBe(false);
    expect(keyword.safeParse(body({}, { sortCol: 'keyword' })).success).toBe(false);
    expect(keyword.safeParse(body({ timeUnit: 'hour' })).success).toBe(false);
    expect(reportListEndpoint('feed', 'unit').request.safeParse(body({ device: 1 })).success).toBe(false);
    expect(
      reportListEndpoint('feed', 'designDaily').request.safeParse(body({}, { size: 10000 })).success,
    ).toBe(true);
  });
});
