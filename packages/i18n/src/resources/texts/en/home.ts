/**
 * The home page: the user's provider accounts with balances and follow switches, the current account's trend
 * analysis, and its feed ads' last days.
 */
export const home = {
  welcome: 'Welcome, {{userName}}',
  accounts: 'Your accounts',
  accountNo: 'Account',
  company: 'Company',
  customer: 'Customer',
  balance: 'Balance',
  followed: 'Followed',
  followNamed: 'Follow {{accountNo}}',
  yesterdayCost: 'Yesterday’s cost',
  current: 'Current account',
  use: 'Use',
  useNamed: 'Use {{accountNo}}',
  balanceDelay: 'Balances arrive about 3 hours late.',
  noAccounts: 'You hold no provider account yet.',
  cost: 'Cost',
  trend: {
    heading: 'Trend analysis',
    title: 'Trend analysis of {{accountNo}}',
    metric: 'Metric',
    period: 'Period',
    previous: 'The {{count}} days before',
    label: '{{metric}} by day from {{beginDate}} to {{endDate}}, dashed: the {{count}} days before',
    change: 'Change',
    failed: 'The trend could not be loaded.',
  },
  feeds: {
    title: 'Feed ads, last {{count}} days',
    range: '{{beginDate}} to {{endDate}}, today not included',
    total: '{{beginDate}} to {{endDate}}, today not included: {{total}} in all',
    date: 'Date',
  },
  /** Days of balance left and today's alerts (docs/requirements.md#alerts). */
  alerts: {
    daysLeft: 'Days left',
    daysLeftValue: '{{days}} days',
    lowBalance: 'Low',
    noCost: 'No cost',
    todayAlerts: 'Today’s alerts',
    noAlertsToday: 'No alert has fired today.',
    allAlerts: 'All alerts',
  },
};
