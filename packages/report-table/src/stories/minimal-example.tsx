import { ReportTable, type ReportRow, type TitleInfo } from '@adconsole/report-table';

const titleInfos: TitleInfo[] = [
  { titleName: 'Keyword', dataKey: 'keyword', isSort: false, valueType: 'String', domType: 'text' },
  { titleName: 'Clicks', dataKey: 'click', isSort: true, valueType: 'Long', domType: 'text' },
  { titleName: 'Cost', dataKey: 'cost', isSort: true, valueType: 'Double', domType: 'text', unit: '￥' },
];
const rows: ReportRow[] = [
  { id: 'k1', keyword: 'running shoes', click: 812, cost: 1234.5 },
  { id: 'k2', keyword: 'trail shoes', click: 97, cost: 210 },
];

/** The smallest useful report table: columns as the server describes them, rows, and a total row. */
export function MinimalReportTable() {
  return (
    <ReportTable
      label="Keywords"
      titleInfos={titleInfos}
      rows={rows}
      summaryRow={{ click: 909, cost: 1444.5 }}
    />
  );
}
