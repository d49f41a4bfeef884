// A frontend developer's own tool: no Tailwind, no i18next, no console CSS; only the published packages.
import { DateRangePicker, type DateRange, type ShortcutId } from '@adconsole/date-range';
import '@adconsole/date-range/styles.css';
import { ReportTable, type ReportRow, type TitleInfo } from '@adconsole/report-table';
import { migrateReportView, parseReportView, reportViewVersion } from '@adconsole/report-table-rules';
import '@adconsole/report-table/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const titleInfos: TitleInfo[] = [
  {
    titleName: 'Keyword',
    dataKey: 'keyword',
    isSort: false,
    valueType: 'String',
    domType: 'text',
    width: 160,
  },
  {
    titleName: 'Impressions',
    dataKey: 'impression',
    isSort: true,
    valueType: 'Long',
    domType: 'text',
    unit: 't',
  },
  { titleName: 'CTR', dataKey: 'ctr', isSort: true, valueType: 'Double', domType: 'text', unit: '%*100' },
  { titleName: 'Cost', dataKey: 'cost', isSort: true, valueType: 'Double', domType: 'text', unit: '￥' },
];

const rows: ReportRow[] = [
  { id: 'k1', keyword: 'running shoes', impression: 12345, ctr: 0.0242, cost: 1234.5 },
  { id: 'k2', keyword: 'trail shoes', impression: 980, ctr: 0.05, cost: 88 },
  { id: 'k3', keyword: 'sandals', impression: 45678, ctr: 0.0101, cost: 20000.456 },
];

const summaryRow: ReportRow = { keyword: '', impression: 59003, ctr: 0.0172, cost: 21322.956 };

/**
 * A view state as a tool would keep it (in its own store, here a string), read back and fitted to the
 * report's columns now: `ctr` is gone since it was saved, `cost` is new.
 */
const savedView = JSON.stringify({
  version: reportViewVersion,
  columns: { order: ['impression', 'ctr', 'keyword'], hidden: [], widths: { ctr: 90, keyword: 200 } },
  sort: { sortCol: 'ctr', sortOrder: 'desc' },
  range: { preset: 'lastTwoWeeks' },
  comparison: { kind: 'lastYear' },
});
const readView = parseReportView(savedView);
const view =
  readView && migrateReportView(readView, [{ id: 'keyword' }, { id: 'impression' }, { id: 'cost' }]);

function App() {
  const [week, setWeek] = useState<DateRange | null>({ beginDate: '2026-11-09', endDate: '2026-11-15' });
  const [preset, setPreset] = useState<ShortcutId | null>(null);
  return (
    <main style={{ maxWidth: 900, margin: '24px auto' }}>
      <DateRangePicker
        type={2}
        label="Weeks"
        value={week}
        preset={preset}
        onChange={(change) => {
          setWeek(change?.range ?? null);
          setPreset(change?.preset ?? null);
        }}
        now={new Date('2026-11-20T04:00:00Z')}
      />
      <ReportTable
        label="Keywords"
        titleInfos={titleInfos}
        rows={rows}
        summaryRow={summaryRow}
        paginate={false}
      />
      <output aria-label="Preset">{preset ?? 'none'}</output>
      <pre aria-label="View">{JSON.stringify(view)}</pre>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
