import { titleInfos, type CustomReportFields } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { chosenFieldIds, columnChoice } from './report-columns';

const field = (id: number, dataKey: string) => ({
  id,
  dataKey,
  titleName: dataKey,
  unitDesc: '',
  fixedUnit: true,
  unit: null,
  minWidth: 80,
  deletable: dataKey !== 'reportDates',
});
const fields: CustomReportFields = {
  channel: 'search',
  section: 'account',
  customized: true,
  fieldIds: [1, 33, 31],
  fields: [field(1, 'reportDates'), field(30, 'impression'), field(31, 'click'), field(33, 'cost')],
};

describe('the column chooser on custom fields', () => {
  it('offers every column, the chosen ones first in their order and the others hidden', () => {
    const choice = columnChoice(fields, 'day', 'en');
    expect(choice.titleInfos).toEqual(
      titleInfos(['reportDates', 'cost', 'click', 'impression'], 'day', 'en'),
    );
    expect(choice.initial).toEqual({ order: [], hidden: ['impression'] });
  });

  it('saves the shown columns in the order the table shows them', () => {
    const { titleInfos: columns } = columnChoice(fields, 'day', 'en');
    expect(chosenFieldIds(fields, columns, { order: [], hidden: ['impression', 'click'] })).toEqual([1, 33]);
    expect(chosenFieldIds(fields, columns, { order: ['impression', 'cost'], hidden: [] })).toEqual([
      1, 30, 33, 31,
    ]);
  });
});
