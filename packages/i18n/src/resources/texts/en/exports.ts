/**
 * Report exports: the confirmation prompt of a report page, the texts of the .xlsx the job writes, and its
 * file name's filters (only characters every file system takes: full-width colons in Chinese).
 */
export const exports = {
  action: 'Export',
  confirmTitle: 'Export this report?',
  confirmBody:
    'The {{report}} from {{beginDate}} to {{endDate}} is written to a spreadsheet in the download centre.',
  confirm: 'Export',
  created: 'The export has started: find it in the download centre.',
  sheetName: 'Report',
  total: 'Total',
  overviewTitle: '{{channel}} summary overview',
  tooManyPending:
    'You already have {{max}} exports waiting or running. Please wait for one to finish, then export again',
  overviewSheet: {
    overview: 'Overview',
    days: 'Days',
    targeting: 'Targeting',
    metric: 'Metric',
    thisWeek: 'This week',
    previousWeek: 'Previous week',
    change: 'Change',
    kind: 'Targeting kind',
    name: 'Name',
  },
  cappedNote: 'This download holds at most {{cap}} rows: the first {{cap}} of {{total}} are here.',
  fileName: {
    filtered: '{{name}} ({{filters}})',
    filter: '{{filter}} {{value}}',
    separator: ', ',
  },
  costReport: {
    title: '{{timeUnit}} cost report by {{group}}',
    timeUnit: { day: 'Daily', month: 'Monthly' },
    group: { customer: 'customer', company: 'company', account: 'provider account' },
    column: { date: 'Date', customer: 'Customer', company: 'Company', account: 'Provider account' },
  },
};
