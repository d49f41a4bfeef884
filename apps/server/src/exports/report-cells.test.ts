import { titleInfos } from '@adconsole/api-client/contract';
import { emptyText } from '@adconsole/report-table-rules';
import { describe, expect, it } from 'vitest';
import { cellPlan, inertText } from './report-cells';

describe('inert sheet cells (docs/hardening.md#inert-sheets)', () => {
  it.each(['=1+1', '+86 10', '-x', '@SUM(A1)', '\tpadded', '\rline'])('quotes %j', (text) => {
    expect(inertText(text)).toBe(`'${text}`);
  });

  it.each(['running shoes', '北京', '1=1', "'quoted", ''])('leaves %j as it is', (text) => {
    expect(inertText(text)).toBe(text);
  });

  it('quotes a keyword a sheet would run, and keeps numbers and the empty mark as they are', () => {
    const cells = cellPlan(titleInfos(['keyword', 'impression', 'cost'], 'day', 'en'), 'en');
    expect(cells({ keyword: '=HYPERLINK("http://example.invalid")', impression: -3, cost: 1.5 })).toEqual([
      { value: `'=HYPERLINK("http://example.invalid")` },
      { value: -3, numFmt: expect.any(String) },
      { value: 1.5, numFmt: expect.any(String) },
    ]);
    expect(cells({ keyword: '' })[0]).toEqual({ value: emptyText });
  });
});
