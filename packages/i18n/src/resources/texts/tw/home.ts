import type { Shape } from '../../shape';
import type { home as en } from '../en/home';

export const home: Shape<typeof en> = {
  welcome: '歡迎，{{userName}}',
  accounts: '我的帳戶',
  accountNo: '帳戶',
  company: '公司',
  customer: '客戶',
  balance: '餘額',
  followed: '已關注',
  followNamed: '關注 {{accountNo}}',
  yesterdayCost: '昨日花費',
  current: '目前帳戶',
  use: '使用',
  useNamed: '使用 {{accountNo}}',
  balanceDelay: '餘額約有 3 小時延遲。',
  noAccounts: '您還沒有推廣帳戶。',
  cost: '花費',
  trend: {
    heading: '趨勢分析',
    title: '{{accountNo}} 趨勢分析',
    metric: '指標',
    period: '時間段',
    previous: '之前{{count}}天',
    label: '{{beginDate}} 至 {{endDate}} 每日{{metric}}，虛線為之前{{count}}天',
    change: '變化',
    failed: '趨勢載入失敗。',
  },
  feeds: {
    title: '資訊流近 {{count}} 天花費',
    range: '{{beginDate}} 至 {{endDate}}，不含今天',
    total: '{{beginDate}} 至 {{endDate}}，不含今天，共 {{total}}',
    date: '日期',
  },
  /** Days of balance left and today's alerts (docs/requirements.md#alerts). */
  alerts: {
    daysLeft: '餘額可用天數',
    daysLeftValue: '{{days}} 天',
    lowBalance: '不足',
    noCost: '無花費',
    todayAlerts: '今日預警',
    noAlertsToday: '今天還沒有預警。',
    allAlerts: '全部預警',
  },
};
