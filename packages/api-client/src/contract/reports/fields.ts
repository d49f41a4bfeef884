/**
 * Every column a report can show (docs/requirements.md#report-columns), with how the table draws it. A
 * column's id is the field id of the custom-field calls; its title is the i18n key
 * `reports.column.{dataKey}`.
 */
/**
 * A column's value type. The provider's list has the three number types (`Long`, `Double`, `Integer`); `String`
 * is this product's extension for text columns (names, dates, regions, search terms), so a consumer can tell a
 * text column from a number without guessing from its unit: the table aligns it left and sizes it to its text
 * (docs/requirements.md#report-columns).
 */
export const valueTypes = ['Long', 'Double', 'Integer', 'String'] as const;
export type ValueType = (typeof valueTypes)[number];

export const domTypes = ['text', 'img', 'render', 'html'] as const;
export type DomType = (typeof domTypes)[number];

/**
 * Value units (docs/requirements.md#units-and-formats): `%` is already a percentage, `%*100` a ratio the
 * table multiplies by 100.
 */
export const valueUnits = ['￥', '￥/10000', '%', '%*100', 't', 't/10000', 't1', 't2', 't2/10000'] as const;
export type ValueUnit = (typeof valueUnits)[number];

/** Field groups of the custom-field page (`advertisementReport/parts/list`). */
export const reportParts = {
  attribute: 1,
  traffic: 2,
  cost: 3,
  conversion: 4,
  quality: 5,
} as const;
export type ReportPart = keyof typeof reportParts;

/** What a unit description appended to a title says: `(￥)`, `(%)`; keys of `reports.unitDesc`. */
export type UnitDesc = 'yuan' | 'percent';

/**
 * The renderer of quality-code columns (docs/requirements.md#quality-codes): codes 0–3 drawn as their words.
 * The report table has it built in.
 */
export const qualityCodeRenderer = 'qualityCode';

export interface ReportFieldSpec {
  id: number;
  part: ReportPart;
  valueType: ValueType;
  domType: DomType;
  isSort: boolean;
  unit?: ValueUnit;
  unitDesc?: UnitDesc;
  width?: number;
  minWidth: number;
  fixed?: 'left';
  renderer?: typeof qualityCodeRenderer;
}

const text = (id: number, minWidth: number, extra: Partial<ReportFieldSpec> = {}): ReportFieldSpec => ({
  id,
  part: 'attribute',
  valueType: 'String',
  domType: 'text',
  isSort: false,
  minWidth,
  ...extra,
});
const count = (id: number, part: ReportPart): ReportFieldSpec => ({
  id,
  part,
  valueType: 'Long',
  domType: 'text',
  isSort: true,
  unit: 't',
  minWidth: 90,
});
const yuan = (id: number): ReportFieldSpec => ({
  id,
  part: 'cost',
  valueType: 'Double',
  domType: 'text',
  isSort: true,
  unit: '￥',
  unitDesc: 'yuan',
  minWidth: 100,
});
const quality = (id: number): ReportFieldSpec => ({
  id,
  part: 'quality',
  valueType: 'Integer',
  domType: 'render',
  renderer: qualityCodeRenderer,
  isSort: false,
  minWidth: 110,
});

export const reportFields = {
  reportDates: text(1, 110, { isSort: true, fixed: 'left' }),
  accountName: text(2, 120),
  campaignName: text(3, 160),
  campaignStatus: text(4, 100),
  adgroupName: text(5, 160),
  adgroupStatus: text(6, 100),
  keyword: text(7, 160),
  matchType: text(8, 90),
  showWord: text(9, 180),
  ideaTitle: text(10, 220),
  ideaDesc: text(11, 240),
  ideaDesc2: text(12, 240),
  ideaShowUrl: text(13, 160),
  ideaMaterialUrl: text(14, 120, { domType: 'img', width: 120 }),
  ideaStatus: text(15, 100),
  provinceName: text(16, 100),
  cityName: text(17, 100),
  hour: text(18, 80, { valueType: 'Integer', isSort: true }),
  deviceName: text(19, 90),
  interestsName: text(20, 140),
  intentionWord: text(21, 140),
  crowdName: text(22, 140),
  automaticName: text(23, 140),
  impression: count(30, 'traffic'),
  click: count(31, 'traffic'),
  ctr: {
    id: 32,
    part: 'traffic',
    valueType: 'Double',
    domType: 'text',
    isSort: true,
    unit: '%*100',
    unitDesc: 'percent',
    minWidth: 90,
  },
  cost: yuan(33),
  cpc: yuan(34),
  cpm: yuan(35),
  PcCost: yuan(36),
  mobileCost: yuan(37),
  conversion: count(38, 'conversion'),
  landPageExperience: quality(40),
  businessRelationship: quality(41),
  estimatedClickRate: quality(42),
} as const satisfies Record<string, ReportFieldSpec>;

export type ReportDataKey = keyof typeof reportFields;

export const reportDataKeys = Object.keys(reportFields) as ReportDataKey[];

/** Columns sortable even where a titleInfo's `isSort` does not say so (docs/requirements.md#sorting). */
export const defaultSortableKeys = [
  'cost',
  'impression',
  'reportDates',
  'click',
] as const satisfies readonly ReportDataKey[];

/** The additive metrics: a summary row sums them; ctr, cpc and cpm are recomputed from the sums. */
export const additiveMetrics = ['impression', 'click', 'cost', 'conversion', 'PcCost', 'mobileCost'] as const;

/** The i18n key of a column's title. */
export const columnTitleKey = (dataKey: ReportDataKey) => `reports.column.${dataKey}`;
