/** A report page of search and feed ads: its filters, its chart and its search. */
export const reportPage = {
  filters: 'Filters',
  campaign: 'Campaign',
  unit: 'Unit',
  device: 'Device',
  name: 'Name contains',
  all: 'All',
  search: 'Search',
  metric: 'Chart metric',
  notOffered:
    '{{provider}} offers no report for this section, so there is nothing to show for the account {{accountNo}}. The other report pages have its data.',
  chart: {
    trend: '{{metric}} by day, {{beginDate}} to {{endDate}}',
    provinces: 'Regions ranked by {{metric}}, {{beginDate}} to {{endDate}}',
    hours: '{{metric}} by hour of the day, {{beginDate}} to {{endDate}}',
    loading: 'Loading the chart',
    empty: 'No data to chart in this range.',
    previous: '{{metric}}, previous period',
    lastYear: '{{metric}}, same period last year',
    custom: '{{metric}}, compared period',
  },
  views: {
    menu: 'Views',
    current: 'View: {{name}}',
    shared: '{{name}} (shared)',
    changed: 'changed',
    mine: 'My views',
    none: 'No saved views yet',
    defaultMark: 'default',
    saveAs: 'Save as a new view…',
    save: 'Save changes to “{{name}}”',
    rename: 'Rename “{{name}}”…',
    makeDefault: 'Open “{{name}}” by default',
    delete: 'Delete “{{name}}”…',
    reset: "Reset to the report's default",
    saveTitle: 'Save as a new view',
    saveDescription: 'Keeps the columns, dates, comparison, filters, sort and page size of this page.',
    rangeRolls: {
      reportDefault:
        "Dates: the report's default, {{beginDate}} – {{endDate}} today. They roll forward: the view opens with the report's default of that day.",
      preset:
        'Dates: “{{shortcut}}”, {{beginDate}} – {{endDate}} today. They roll forward: each time the view opens, “{{shortcut}}” counts from that day.',
    },
    rangeFixed:
      'Dates: {{beginDate}} – {{endDate}}, fixed. The view always opens with these dates; pick a shortcut first for dates that roll forward.',
    renameTitle: 'Rename the view',
    name: 'Name',
    isDefault: 'Open this view when I come to the report',
    submit: 'Save',
    deleteTitle: 'Delete the view',
    deleteMessage: '“{{name}}” will be deleted. A link to it will open the report with its default.',
    saved: 'View “{{name}}” saved',
    deleted: 'View “{{name}}” deleted',
  },
  notice: {
    syncing:
      'Figures through {{date}}: the later days of this range are still being fetched from the provider.',
    syncingFirst: "This account's figures are still being fetched from the provider.",
    rangeNotKept:
      "The view “{{name}}” keeps dates this report cannot show ({{range}}), so the report's default dates are shown.",
    viewGone:
      'The view in this link no longer exists or is not one of this account, so the report opens with its default.',
    linkRefused: "The {{parts}} in this link could not be read, so the report's default is used for them.",
    parts: { dates: 'dates', shortcut: 'date shortcut', comparison: 'comparison' },
    dismiss: 'Dismiss',
  },
  scheduleReport: 'Schedule this report',
  alertOnMetric: 'Alert on this metric',
};
