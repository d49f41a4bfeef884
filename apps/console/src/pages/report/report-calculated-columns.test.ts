import type { CustomReportFields, TitleInfo } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { answeredMetricColumns, metricInputs, withColumnShown } from './report-calculated-columns';
import { customField, testMetric as metric } from '../../lib/testing/fixtures';

const info = (dataKey: string): TitleInfo => ({
  titleName: dataKey,
  dataKey,
  isSort: true,
  valueType: 'Double',
  domType: 'text',
});

describe('calculated columns of a report page', () => {
  it('are the metrics the answer holds, titled as it titles them, with their format and better way', () => {
    const metrics = [
      metric(7, 'Cost per lead', { names: { cn: '线索成本' } }),
      metric(8, 'Conversion rate', { formula: 'conversion / click', format: 'percent', better: 'higher' }),
      metric(9, 'Not answered'),
    ];
    const answered = [info('cost'), info('calc_8'), { ...info('calc_7'), titleName: '线索成本' }];
    expect(answeredMetricColumns(metrics, answered)).toEqual([
      {
        key: 'calc_7',
        title: '线索成本',
        formula: 'cost / conversion',
        format: 'money',
        decimals: 2,
        better: 'lower',
      },
      {
        key: 'calc_8',
        title: 'calc_8',
        formula: 'conversion / click',
        format: 'percent',
        decimals: 2,
        better: 'higher',
      },
    ]);
  });

  it('offer a new metric the report’s metric columns only, with their titles', () => {
    const fields: CustomReportFields = {
      channel: 'search',
      section: 'keyword',
      customized: false,
      fieldIds: [],
      fields: [
        customField(1, 'keyword', 'Keyword'),
        customField(33, 'cost', 'Cost'),
        customField(40, 'qualityCode', 'Quality'),
        customField(38, 'conversion', 'Conversions'),
        customField(-7, 'calc_7', 'Cost per lead'),
      ],
      widths: {},
    };
    expect(metricInputs(fields)).toEqual([
      { key: 'cost', title: 'Cost' },
      { key: 'conversion', title: 'Conversions' },
    ]);
  });

  it('show a new metric’s column last, the other choices kept', () => {
    const offered = ['keyword', 'cost', 'click', 'calc_8'].map((id) => ({ id, title: id }));
    expect(
      withColumnShown(
        { order: ['keyword', 'click', 'cost'], hidden: ['click'], widths: { cost: 120 } },
        offered,
        'calc_8',
      ),
    ).toEqual({ order: ['keyword', 'click', 'cost', 'calc_8'], hidden: ['click'], widths: { cost: 120 } });
    expect(withColumnShown({ order: ['calc_8', 'keyword'], hidden: ['calc_8'] }, offered, 'calc_8')).toEqual({
      order: ['keyword', 'cost', 'click', 'calc_8'],
      hidden: [],
    });
  });
});
