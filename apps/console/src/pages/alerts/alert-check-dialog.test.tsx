import { endpoints } from '@adconsole/api-client/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { AlertCheckDialog, type AlertCheckDialogProps } from './alert-check-dialog';

const row = { accountId: 3, accountNo: 'adc-demo-01', holds: true, fired: true, baseline: null };

function open(rule: AlertCheckDialogProps['rule'], result: AlertCheckDialogProps['result']) {
  renderAnswering(
    <AlertCheckDialog rule={rule} result={result} onClose={() => undefined} />,
    endpoints.alertRuleCheck,
    200,
    { code: 200, msg: 'Success', data: [] },
  );
  const [, cells] = screen.getAllByRole('row');
  return within(cells!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

// What "check now" found, in the units the reports write (docs/requirements.md#alerts).
describe('AlertCheckDialog', () => {
  it('writes money with ￥ and separators, and the limit against the usual as its share of it', () => {
    const cells = open({ name: 'Cost drop', kind: 'metricVsBaseline', metric: 'cost', threshold: 0.1 }, [
      { ...row, value: 9251.2, limit: 965.7215000000001, baseline: 9657.215, text: 'Cost …' },
    ]);
    expect(cells).toEqual(['Fired and sent', '￥9,251.20', '￥965.7210% of the usual ￥9,657.22', 'Cost …']);
  });

  it('writes counts with separators, days with one decimal', () => {
    expect(
      open({ name: 'Clicks', kind: 'metricThreshold', metric: 'clicks', threshold: 1000 }, [
        { ...row, value: 12345, limit: 1000, text: 'Clicks …' },
      ]),
    ).toEqual(['Fired and sent', '12,345', '1,000', 'Clicks …']);
    expect(
      open({ name: 'Balance', kind: 'balanceDaysLeft', threshold: 3 }, [
        { ...row, value: 2.345, limit: 3, text: 'Balance …' },
      ]),
    ).toEqual(['Fired and sent', '2.3', '3', 'Balance …']);
  });
});
