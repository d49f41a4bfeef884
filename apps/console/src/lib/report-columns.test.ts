import type { CustomReportFields } from '@adconsole/api-client/contract';
import type { CustomFieldsChoice } from '@adconsole/api-client/react';
import { describe, expect, it } from 'vitest';
import { chooserSettings, chosenFieldIds, customFieldColumnSettings, offeredColumns } from './report-columns';
import { customField } from './testing/fixtures';

/** The report's columns in the catalogue's order; the user shows date, cost and clicks, in that order. */
const fields: CustomReportFields = {
  channel: 'search',
  section: 'account',
  customized: true,
  fieldIds: [1, 33, 31],
  fields: [
    customField(1, 'reportDates'),
    customField(30, 'impression'),
    customField(31, 'click'),
    customField(33, 'cost'),
  ],
  widths: { cost: 150 },
};
const catalogue: CustomReportFields = { ...fields, customized: false, fieldIds: [1, 30, 31, 33], widths: {} };

describe('the column chooser on custom fields', () => {
  it('offers every column the report has, the date locked', () => {
    expect(offeredColumns(fields)).toEqual([
      { id: 'reportDates', title: 'reportDates', locked: true },
      { id: 'impression', title: 'impression', locked: false },
      { id: 'click', title: 'click', locked: false },
      { id: 'cost', title: 'cost', locked: false },
    ]);
  });

  it('starts from the chosen columns in their order, each other one after the column it follows', () => {
    expect(chooserSettings(fields)).toEqual({
      order: ['reportDates', 'impression', 'cost', 'click'],
      hidden: ['impression'],
      widths: { cost: 150 },
    });
  });

  it("saves the shown columns' field ids in the chooser's order", () => {
    expect(
      chosenFieldIds(fields, { order: ['reportDates', 'impression', 'cost', 'click'], hidden: [] }),
    ).toEqual([1, 30, 33, 31]);
    expect(chosenFieldIds(fields, { order: ['reportDates', 'click', 'cost'], hidden: ['click'] })).toEqual([
      1, 33, 30,
    ]);
  });

  it('loads, saves and resets through the custom-field calls of its report, widths included', async () => {
    const saved: CustomFieldsChoice[] = [];
    const adapter = customFieldColumnSettings({ channel: 'search', section: 'account' }, fields, {
      save: async (choice) => {
        saved.push(choice);
        return { ...fields, ...choice };
      },
      reset: async () => catalogue,
    });
    expect(adapter.key).toBe('search.account.columns');
    expect(adapter.load()).toEqual(chooserSettings(fields));
    await adapter.save({ order: ['reportDates', 'cost', 'impression', 'click'], hidden: ['click'] });
    await adapter.save({ order: ['reportDates', 'cost'], hidden: [], widths: { cost: 210 } });
    expect(saved).toEqual([
      { fieldIds: [1, 33, 30], widths: {} },
      { fieldIds: [1, 33, 30, 31], widths: { cost: 210 } },
    ]);
    // After a reset the catalogue's columns in the catalogue's order, every one shown, no widths.
    expect(await adapter.reset()).toEqual({
      order: ['reportDates', 'impression', 'click', 'cost'],
      hidden: [],
      widths: {},
    });
  });
});
