import { describe, expect, it } from 'vitest';
import {
  columnSettingsOfView,
  migrateReportView,
  parseReportView,
  reportViewVersion,
  withColumnSettings,
  type ReportViewState,
} from './report-view';

const view: ReportViewState = {
  version: 1,
  columns: { order: ['keyword', 'cost', 'click', 'impression'], hidden: ['click'], widths: { cost: 160 } },
  sort: { sortCol: 'cost', sortOrder: 'desc' },
  size: 50,
  range: { preset: 'last7Days' },
  comparison: { kind: 'previous' },
  filters: { campaignId: 12 },
};
const columnsOf = (...ids: string[]) => ids.map((id) => ({ id }));

describe('report views', () => {
  it('reads a view of this version as it is, as JSON text or a value', () => {
    expect(reportViewVersion).toBe(1);
    expect(parseReportView(JSON.stringify(view))).toEqual(view);
    expect(parseReportView(view)).toEqual(view);
    expect(parseReportView({ version: 1, columns: { order: [], hidden: [] } })).toEqual({
      version: 1,
      columns: { order: [], hidden: [] },
    });
  });

  it('reads column settings saved before views as a view of those columns', () => {
    expect(parseReportView('{"order":["cost","keyword"],"hidden":["click"]}')).toEqual({
      version: 1,
      columns: { order: ['cost', 'keyword'], hidden: ['click'] },
    });
    expect(parseReportView({ order: [], hidden: [], widths: { cost: 90 } })).toEqual({
      version: 1,
      columns: { order: [], hidden: [], widths: { cost: 90 } },
    });
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      42,
      '',
      'not json',
      '{"order":"cost"}',
      { version: 2, columns: { order: [], hidden: [] } },
      { version: 2, order: [], hidden: [] },
      { ...view, filters: { region: 'north' } },
      { ...view, columns: { order: [], hidden: [], widths: { cost: 20 } } },
    ]) {
      expect(parseReportView(bad)).toBeNull();
    }
  });

  it('leaves a view of the same columns as it is', () => {
    expect(migrateReportView(view, columnsOf('keyword', 'impression', 'click', 'cost'))).toEqual(view);
  });

  it('drops a vanished column from the order, the hidden ones, the widths and the sort', () => {
    expect(migrateReportView(view, columnsOf('keyword', 'impression', 'click'))).toEqual({
      version: 1,
      columns: { order: ['keyword', 'click', 'impression'], hidden: ['click'] },
      size: 50,
      range: { preset: 'last7Days' },
      comparison: { kind: 'previous' },
      filters: { campaignId: 12 },
    });
    expect(migrateReportView(view, columnsOf('keyword', 'cost', 'impression')).columns).toEqual({
      order: ['keyword', 'cost', 'impression'],
      hidden: [],
      widths: { cost: 160 },
    });
  });

  it('shows a new column next to the one before it in the default order', () => {
    const migrated = migrateReportView(
      view,
      columnsOf('keyword', 'conversion', 'impression', 'click', 'cost', 'cpc'),
    );
    expect(migrated.columns).toEqual({
      order: ['keyword', 'conversion', 'cost', 'cpc', 'click', 'impression'],
      hidden: ['click'],
      widths: { cost: 160 },
    });
    expect(migrated.sort).toEqual({ sortCol: 'cost', sortOrder: 'desc' });
    // A new first column goes first.
    expect(
      migrateReportView(view, columnsOf('date', 'keyword', 'cost', 'click', 'impression')).columns.order,
    ).toEqual(['date', 'keyword', 'cost', 'click', 'impression']);
  });

  it('takes a renamed column as the old one gone and a new one', () => {
    const migrated = migrateReportView(view, columnsOf('keyword', 'impression', 'click', 'spend'));
    expect(migrated.columns).toEqual({
      order: ['keyword', 'click', 'spend', 'impression'],
      hidden: ['click'],
    });
    expect(migrated).not.toHaveProperty('sort');
  });

  it('keeps the report order of a view that never ordered the columns', () => {
    const plain: ReportViewState = { version: 1, columns: { order: [], hidden: ['gone', 'cost'] } };
    expect(migrateReportView(plain, columnsOf('keyword', 'cost', 'new'))).toEqual({
      version: 1,
      columns: { order: [], hidden: ['cost'] },
    });
  });

  it("moves column settings into a view and out again, the view's other choices kept", () => {
    expect(columnSettingsOfView(view)).toEqual({
      order: ['keyword', 'cost', 'click', 'impression'],
      hidden: ['click'],
      widths: { cost: 160 },
    });
    const settings = { order: ['cost'], hidden: [], widths: { cost: 200, click: 80 } };
    expect(withColumnSettings(view, settings)).toEqual({ ...view, columns: settings });
    expect(withColumnSettings(view, { order: [], hidden: [] })).toEqual({
      ...view,
      columns: { order: [], hidden: [] },
    });
    expect(columnSettingsOfView(withColumnSettings(view, settings))).toEqual(settings);
  });
});
