import { lookup, type Language } from '@adconsole/i18n/resources';
import type { Granularity } from './catalogue';
import {
  comparisonRoles,
  comparisonOf,
  isComparedMetric,
  periodChangeRenderer,
  type ComparedMetric,
  type Comparison,
} from './comparison';
import {
  columnTitleKey,
  reportFields,
  type ReportDataKey,
  type ReportFieldSpec,
  type ValueUnit,
} from './fields';
import {
  calculatedKey,
  type CalculatedKey,
  type MetricFormat,
  type CalculatedColumnDefinition,
} from './calculated-column';
import type { TitleInfo } from './title-info';

/** A week or a custom period reads "2026-11-09 ~ 2026-11-15": wider than a single day or a month. */
const reportDatesWidth: Record<Granularity, number> = { day: 110, week: 200, month: 100, summary: 200 };

/** The column of one report field in a language. */
function fieldTitleInfo(dataKey: ReportDataKey, granularity: Granularity, language: Language): TitleInfo {
  const field: ReportFieldSpec = reportFields[dataKey];
  const info: TitleInfo = {
    titleName: lookup(language, columnTitleKey(dataKey)) ?? dataKey,
    dataKey,
    isSort: field.isSort,
    valueType: field.valueType,
    domType: field.domType,
    minWidth: field.minWidth,
    fixed: field.fixed ?? null,
    unit: field.unit ?? null,
  };
  const width = dataKey === 'reportDates' ? reportDatesWidth[granularity] : field.width;
  if (width) info.width = width;
  if (field.renderer) info.renderer = field.renderer;
  return info;
}

/**
 * The two comparison columns of a metric (docs/requirements.md#period-comparison): its previous value, drawn
 * as the metric is, and its change, a ratio the `periodChange` renderer draws, so a table renders both from
 * their titleInfos without knowing the metric.
 */
/** The i18n keys of the comparison columns' titles, per comparison: "(previous period)", "YoY Δ%"… */
const comparisonTitleKeys = {
  previous: { Previous: 'reports.comparison.previous', Change: 'reports.comparison.change' },
  lastYear: { Previous: 'reports.comparison.lastYear', Change: 'reports.comparison.changeLastYear' },
  custom: { Previous: 'reports.comparison.custom', Change: 'reports.comparison.changeCustom' },
} as const;

function comparisonTitleInfos(
  metric: TitleInfo & { dataKey: ComparedMetric | CalculatedKey },
  language: Language,
  kind: Comparison['kind'],
): TitleInfo[] {
  const { dataKey, titleName, isSort, minWidth, unit, valueType } = metric;
  const title = (role: (typeof comparisonRoles)[number]) =>
    lookup(language, comparisonTitleKeys[kind][role], { title: titleName })!;
  // `comparisonKey` of a metric; a calculated column's are named the same way.
  const key = (role: (typeof comparisonRoles)[number]) => `${dataKey}${role}` as const;
  return comparisonRoles.map((role) =>
    role === 'Previous'
      ? {
          titleName: title(role),
          dataKey: key(role),
          isSort,
          valueType,
          domType: 'text',
          minWidth,
          fixed: null,
          unit,
        }
      : {
          titleName: title(role),
          dataKey: key(role),
          isSort,
          valueType: 'Double',
          domType: 'render',
          minWidth,
          fixed: null,
          unit: '%*100',
          renderer: periodChangeRenderer,
        },
  );
}

/**
 * The titleInfos of a report's columns in the caller's language, in the order given; when comparing (`true`
 * is the previous period), each metric followed by its value over the compared period and its change.
 */
export function titleInfos(
  dataKeys: readonly ReportDataKey[],
  granularity: Granularity,
  language: Language,
  compare: boolean | Comparison = false,
): TitleInfo[] {
  const comparison = comparisonOf(compare);
  return dataKeys.flatMap((dataKey) => {
    const info = fieldTitleInfo(dataKey, granularity, language);
    return comparison && isComparedMetric(dataKey)
      ? [info, ...comparisonTitleInfos({ ...info, dataKey }, language, comparison.kind)]
      : [info];
  });
}

/** How a calculated metric's values are drawn: money in yuan, a percentage from its ratio, or a plain number. */
const metricUnits: Record<MetricFormat, ValueUnit | null> = { number: null, percent: '%*100', money: '￥' };

/** A calculated column's own titleInfo: the metric's name in the caller's language, sortable. */
const calculatedInfo = (
  metric: Pick<CalculatedColumnDefinition, 'id' | 'name' | 'names' | 'format'>,
  language: Language,
) =>
  ({
    titleName: metric.names?.[language] ?? metric.name,
    dataKey: calculatedKey(metric.id),
    isSort: true,
    valueType: 'Double',
    domType: 'text',
    minWidth: 100,
    fixed: null,
    unit: metricUnits[metric.format],
  }) satisfies TitleInfo;

/**
 * The titleInfos of a calculated column (docs/requirements.md#calculated-columns): the metric's name in the
 * caller's language, sortable; when comparing, followed by its value over the compared period and its change.
 */
export function calculatedTitleInfos(
  metric: Pick<CalculatedColumnDefinition, 'id' | 'name' | 'names' | 'format'>,
  language: Language,
  compare: boolean | Comparison = false,
): TitleInfo[] {
  const comparison = comparisonOf(compare);
  const info = calculatedInfo(metric, language);
  return comparison ? [info, ...comparisonTitleInfos(info, language, comparison.kind)] : [info];
}

/**
 * A calculated metric as a field of the column chooser (docs/requirements.md#calculated-columns): its id is
 * the metric's negated, its unit fixed.
 */
export function calculatedFieldDefinition(
  metric: Pick<CalculatedColumnDefinition, 'id' | 'name' | 'names' | 'format'>,
  language: Language,
) {
  const { titleName, dataKey, unit, minWidth } = calculatedInfo(metric, language);
  return { id: -metric.id, titleName, unitDesc: '', fixedUnit: true, unit, minWidth, dataKey };
}

/**
 * A field definition of the fields call (docs/requirements.md#custom-report-fields) in a language. Money and
 * counts may be shown in other units (￥/10000, t/10000); ratios, codes and text keep theirs (`fixedUnit`).
 */
export function fieldDefinition(dataKey: ReportDataKey, language: Language) {
  const field: ReportFieldSpec = reportFields[dataKey];
  return {
    id: field.id,
    titleName: lookup(language, columnTitleKey(dataKey)) ?? dataKey,
    unitDesc: field.unitDesc ? (lookup(language, `reports.unitDesc.${field.unitDesc}`) ?? '') : '',
    fixedUnit: field.unit !== '￥' && field.unit !== 't',
    unit: field.unit ?? null,
    minWidth: field.minWidth,
    dataKey,
  };
}
