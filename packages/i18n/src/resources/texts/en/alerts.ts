/** What an alert's notification says (docs/requirements.md#alerts): the server writes it in each language. */
export const alerts = {
  subject: 'Alert “{{rule}}”: {{account}}',
  subjectMany: '{{count}} alerts: {{rules}}',
  quoted: '“{{rule}}”',
  separator: ', ',
  item: '“{{rule}}”: {{text}}',
  link: 'See the alerts in the console: {{url}}',
  open: 'Open the alerts in the console',
  fired: {
    balanceDaysLeft:
      'The balance of {{account}}, {{balance}}, lasts {{days}} days at the average daily cost of the last 7 days: fewer than {{limit}}.',
    balanceZero: 'The balance of {{account}} is used up: the provider holds its ads offline.',
    offline: '{{account}} is offline at the provider.',
    budgetReachedAccount: '{{account}} reached its budget and went offline today at {{time}}.',
    budgetReachedCampaign:
      'Campaign “{{campaign}}” of {{account}} reached its budget and went offline today at {{time}}.',
    budgetReachedMore: '{{count}} more reached theirs later.',
    metricVsBaseline:
      '{{metric}} of {{account}} today up to {{hour}}:00 is {{value}}, {{comparison}} {{factor}} of the usual of the last {{weeks}} weeks ({{baseline}}).',
    metricThreshold: '{{metric}} of {{account}} yesterday was {{value}}, {{comparison}} {{limit}}.',
  },
  clear: 'Nothing to report for {{account}}.',
  noData: 'No data for {{account}} yet.',
  comparison: { above: 'above', below: 'below' },
};
