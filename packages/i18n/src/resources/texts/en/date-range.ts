/**
 * The date-range picker (docs/requirements.md#range-checks). The messages are also the API's `msg` when the
 * server rejects a report range, so they read as whole sentences without the picker around them. `formats`
 * are date-fns patterns for the calendar's captions and the dates read out to assistive tech.
 */
export const dateRange = {
  selectTime: 'Please select time',
  invalidDate: 'Please select valid dates (yyyy-MM-dd), the end not before the start',
  notAfterYesterday: 'Please select dates up to yesterday',
  notAfterToday: 'Please select dates up to today',
  tooLong: 'Please select a range of at most 731 days',
  weekRange: 'Please select whole weeks, from a Monday to a Sunday',
  singleWeek: 'Please select one week, from Monday to Sunday',
  monthRange: 'Please select whole months, from the 1st of a month to its last day',
  beforeDataKept: 'Please select dates in the last three years: older report data is not kept',
  notADate: 'Enter a date like 2026-11-25',
  notAfterLastWeek: 'Please select weeks up to last week',
  notMonday: 'Please enter a Monday: weeks start on Monday',
  notSunday: 'Please enter a Sunday: weeks end on Sunday',
  notFirstOfMonth: 'Please enter the 1st of a month',
  notLastOfMonth: 'Please enter the last day of a month',
  comparisonOverlaps: 'Please compare with a period that ends before the range begins',
  placeholder: {
    day: 'Select dates',
    week: 'Select a week',
    month: 'Select months',
  },
  value: '{{beginDate}} to {{endDate}}',
  typed: {
    beginDate: 'Start date',
    endDate: 'End date',
  },
  comparison: {
    legend: 'Compare with',
    none: 'None',
    previous: 'Previous period',
    lastYear: 'Same period last year',
    custom: 'Custom',
    beginDate: 'Comparison start date',
    endsOn: 'Ends {{endDate}}',
    comparedWith: 'Compared with {{beginDate}} – {{endDate}}',
  },
  pickEnd: 'From {{beginDate}}: now pick the end',
  clear: 'Clear time',
  shortcuts: 'Quick ranges',
  previousYear: 'Previous year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  nextYear: 'Next year',
  shortcut: {
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    last90Days: 'Last 90 days',
    lastWeek: 'Last week',
    lastTwoWeeks: 'Last two weeks',
    lastThreeWeeks: 'Last three weeks',
    lastMonth: 'Last month',
    lastThreeMonths: 'Last three months',
  },
  formats: {
    monthCaption: 'LLLL yyyy',
    /** A month button's name: its visible short month first (WCAG 2.5.3, label in name), then the year. */
    monthButton: 'LLL yyyy',
    yearCaption: 'yyyy',
    day: 'EEEE, MMMM d, yyyy',
  },
};
