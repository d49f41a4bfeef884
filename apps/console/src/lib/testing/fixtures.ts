import type {
  ReportFieldDefinition,
  CalculatedColumnDefinition,
  UserInfo,
} from '@adconsole/api-client/contract';

/** A signed-in user of the console's component tests: an editor with `permissions` and no accounts. */
export const testUser = (
  permissions: string[] = ['report:list'],
  extra: Partial<UserInfo> = {},
): UserInfo => ({
  userName: 'demo',
  avatar: '',
  introduction: '',
  roles: ['edit'],
  language: 2,
  accounts: [],
  permissions,
  ...extra,
});

/**
 * A column the custom-fields call offers (docs/requirements.md#custom-report-fields), titled by its dataKey
 * unless given a title; the row's name column (`keyword`, `reportDates`) cannot be removed.
 */
export const customField = (
  id: number,
  dataKey: string,
  titleName = dataKey,
): ReportFieldDefinition & { deletable: boolean } => ({
  id,
  dataKey,
  titleName,
  unitDesc: '',
  fixedUnit: true,
  unit: null,
  minWidth: 100,
  deletable: dataKey !== 'keyword' && dataKey !== 'reportDates',
});

/** A calculated metric (docs/requirements.md#calculated-columns): the user's own cost per conversion in yuan. */
export const testMetric = (
  id: number,
  name: string,
  extra: Partial<CalculatedColumnDefinition> = {},
): CalculatedColumnDefinition => ({
  id,
  name,
  formula: 'cost / conversion',
  format: 'money',
  decimals: 2,
  better: 'lower',
  shared: false,
  mine: true,
  ...extra,
});
