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
  compare: 'Compare with the previous period',
  chart: {
    trend: '{{metric}} by day, {{beginDate}} to {{endDate}}',
    provinces: 'Regions ranked by {{metric}}, {{beginDate}} to {{endDate}}',
    hours: '{{metric}} by hour of the day, {{beginDate}} to {{endDate}}',
    loading: 'Loading the chart',
    empty: 'No data to chart in this range.',
    previous: '{{metric}}, previous period',
  },
};
