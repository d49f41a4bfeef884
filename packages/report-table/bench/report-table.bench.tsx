// The ReportTable adapter for the table-bench harness (../shared/perf/table-bench, "Adapter interface").
// It drives the built package as any tool would: titleInfos from the harness's columns, one renderer per
// column giving the harness's exact display strings, client-side sort, every row in one virtual list, and
// the column chooser with its settings (menus can hide columns) as on a report page.
// Like another tool (docs/architecture.md#report-table), it has no i18next: the table's words are its own.
import {
  defaultColumnSettings,
  ReportTable,
  type ColumnSettings,
  type ColumnSettingsControl,
  type RendererRegistry,
  type ReportRow,
  type ReportSort,
  type TitleInfo,
  type ValueType,
} from '@adconsole/report-table';
import '@adconsole/report-table/styles.css';
import { createRef, useImperativeHandle, useMemo, useState, type CSSProperties, type Ref } from 'react';
import { createRoot } from 'react-dom/client';

interface BenchColumn {
  key: string;
  header: string;
  type: 'text' | 'date' | 'code' | 'int' | 'money' | 'percent' | 'decimal1';
  width: number;
  pinned: 'left' | null;
  format: (value: unknown) => string;
}

interface BenchData {
  columns: readonly BenchColumn[];
  rows: readonly ReportRow[];
  totals: ReportRow;
}

const valueTypes: Record<BenchColumn['type'], ValueType> = {
  text: 'String',
  date: 'String',
  code: 'Integer',
  int: 'Long',
  money: 'Double',
  percent: 'Double',
  decimal1: 'Double',
};

// The harness's 32 px rows, 36 px header and 13 px font: the table's density at a 28 px control height.
const benchSize = {
  height: '100%',
  '--adc-control-height': '28px',
  '--adc-font-size': '13px',
} as CSSProperties;

interface BenchControl {
  setSort: (sort: ReportSort) => void;
}

interface BenchTableProps {
  titleInfos: TitleInfo[];
  renderers: RendererRegistry;
  data: BenchData;
  ref: Ref<BenchControl>;
}

function BenchTable({ titleInfos, renderers, data, ref }: BenchTableProps) {
  const [sort, setSort] = useState<ReportSort | null>(null);
  useImperativeHandle(ref, () => ({ setSort }), []);
  // The column chooser and its settings, kept here as a report page keeps them (saved elsewhere).
  const [settings, setSettings] = useState<ColumnSettings>(defaultColumnSettings);
  const columnSettings = useMemo<ColumnSettingsControl>(
    () => ({ settings, onChange: setSettings, reset: () => setSettings(defaultColumnSettings) }),
    [settings],
  );
  return (
    <div style={benchSize}>
      <ReportTable
        label="Keyword report"
        language="en"
        titleInfos={titleInfos}
        rows={data.rows}
        summaryRow={data.totals}
        renderers={renderers}
        sort={sort}
        onSortChange={setSort}
        paginate={false}
        columnSettings={columnSettings}
        height="100%"
      />
    </div>
  );
}

export function mount(container: HTMLElement, data: BenchData) {
  const titleInfos: TitleInfo[] = data.columns.map((column) => ({
    titleName: column.header,
    dataKey: column.key,
    isSort: true,
    valueType: valueTypes[column.type],
    domType: 'render',
    renderer: column.key,
    width: column.width,
    fixed: column.pinned,
  }));
  const renderers: RendererRegistry = Object.fromEntries(
    data.columns.map((column) => [column.key, ({ value }: { value: unknown }) => column.format(value)]),
  );
  const control = createRef<BenchControl>();
  const root = createRoot(container);
  root.render(<BenchTable titleInfos={titleInfos} renderers={renderers} data={data} ref={control} />);
  return {
    sortBy(colKey: string, direction: 'asc' | 'desc' = 'desc') {
      control.current?.setSort({ sortCol: colKey, sortOrder: direction });
    },
    scrollElement: () => container.querySelector<HTMLElement>('.rt-scroll'),
    unmount: () => root.unmount(),
  };
}
