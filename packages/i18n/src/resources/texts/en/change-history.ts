/**
 * The change history page and the change markers of the trend charts (docs/requirements.md#change-history):
 * filters, columns, the kinds of change, and a marker's name and list.
 */
export const changeHistory = {
  filters: 'Change history filters',
  range: 'Date range',
  level: 'Level',
  kind: 'Kind',
  allLevels: 'All levels',
  allKinds: 'All kinds',
  levelName: {
    account: 'Account',
    campaign: 'Campaign',
    unit: 'Unit',
    keyword: 'Keyword',
    creative: 'Creative',
  },
  kindName: {
    upload: 'Console upload',
    negative: 'Negative keywords',
    edit: 'Bulk edit',
    undo: 'Undo',
    provider: 'Made elsewhere',
  },
  time: 'Time',
  user: 'User',
  object: 'Object',
  field: 'Field',
  change: 'Old → new',
  actions: 'Actions',
  elsewhere: 'Elsewhere',
  none: '—',
  undo: 'Undo',
  undoNamed: 'Undo job {{jobId}} ({{object}})',
  empty: 'No changes in this range.',
  exportTitle: 'change history',
  marker: 'Changes on {{date}}: {{count}}',
  todayMarker: 'Changes today: {{count}}',
  more: 'and {{count}} more',
  openDay: 'All changes of {{date}}',
};
