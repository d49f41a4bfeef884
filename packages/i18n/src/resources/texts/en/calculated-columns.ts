/**
 * Calculated columns (docs/requirements.md#calculated-columns): the dialog that defines a user's metric, opened
 * from Settings and from a report, and the Settings page that lists them.
 */
export const calculatedColumns = {
  intro:
    "Your own metrics, worked out from a report's numeric columns. Once saved, add one to any report that has its columns, in the report's column settings.",
  new: 'New calculated column',
  editTitle: 'Edit calculated column',
  empty: 'No calculated column yet.',
  name: 'Name',
  names: 'Name in each language',
  namesHint: 'Optional: readers of a language see its name here; the name above stands for the others.',
  formula: 'Formula',
  formulaHint: 'Column names (in any language), numbers, + − × ÷ and parentheses, e.g. Cost / Conversions',
  insertColumn: 'Insert a column at the cursor',
  suggestions: 'Columns whose name starts with what you typed',
  format: 'Format',
  formats: { number: 'Number', percent: 'Percentage', money: 'Money (￥)' },
  decimals: 'Decimals',
  better: 'Better when',
  betters: { higher: 'Higher is better', lower: 'Lower is better' },
  betterHint: 'Colours its change when comparing periods: green for better, red for worse.',
  shared: 'Share with everyone',
  sharedHint: 'Every user may add it to their reports; only you change or delete it.',
  formatWithDecimals: '{{format}}, decimals: {{count}}',
  owner: 'Owner',
  owners: { mine: 'Me', shared: 'Shared with everyone', mineShared: 'Me, shared with everyone' },
  deleteTitle: 'Delete calculated column',
  deleteMessage: 'Delete “{{name}}”? Reports that show it no longer will.',
  // The server's refusals of a save or a delete (apps/server/src/calculated-columns), in the reader's language.
  refused: {
    nameTaken: 'You already have a metric with this name',
    tooMany: 'You keep at most {{count}} metrics: delete one first',
    inUse: '{{what}} shows this metric: remove it from there first',
    inUseMore:
      '{{what}} and {{count}} more views or scheduled reports show this metric: remove it from them first',
    usedBy: { view: 'The report view “{{name}}”', schedule: 'The scheduled report “{{name}}”' },
  },
};
