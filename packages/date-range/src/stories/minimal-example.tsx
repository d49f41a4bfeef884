import { DateRangePicker, type DateRange } from '@adconsole/date-range';
import { useState } from 'react';

/** A report's date field: a daily range (type 1); `now` is fixed here so the example shows the same days. */
export function MinimalDateRangePicker({ now = Date.UTC(2026, 10, 18, 4) }: { now?: number }) {
  const [range, setRange] = useState<DateRange | null>(null);
  return (
    <DateRangePicker
      type={1}
      label="Report dates"
      value={range}
      onChange={(change) => setRange(change?.range ?? null)}
      now={now}
    />
  );
}
