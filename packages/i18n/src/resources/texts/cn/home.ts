import type { Shape } from '../../shape';
import type { home as en } from '../en/home';

export const home: Shape<typeof en> = {
  welcome: '欢迎，{{userName}}',
  accounts: '我的账户',
  accountNo: '账户',
  company: '公司',
  customer: '客户',
  balance: '余额',
  followed: '已关注',
  followNamed: '关注 {{accountNo}}',
  yesterdayCost: '昨日消费',
  current: '当前账户',
  use: '使用',
  useNamed: '使用 {{accountNo}}',
  balanceDelay: '余额约有 3 小时延迟。',
  noAccounts: '您还没有推广账户。',
  cost: '消费',
  trend: {
    heading: '趋势分析',
    title: '{{accountNo}} 趋势分析',
    metric: '指标',
    period: '时间段',
    previous: '之前{{count}}天',
    label: '{{beginDate}} 至 {{endDate}} 每日{{metric}}，虚线为之前{{count}}天',
    change: '变化',
    failed: '趋势加载失败。',
  },
  feeds: {
    title: '信息流近 {{count}} 天消费',
    range: '{{beginDate}} 至 {{endDate}}，不含今天',
    total: '{{beginDate}} 至 {{endDate}}，不含今天，共 {{total}}',
    date: '日期',
  },
  /** Days of balance left and today's alerts (docs/requirements.md#alerts). */
  alerts: {
    daysLeft: '余额可用天数',
    daysLeftValue: '{{days}} 天',
    lowBalance: '不足',
    noCost: '无消费',
    todayAlerts: '今日预警',
    noAlertsToday: '今天还没有预警。',
    allAlerts: '全部预警',
  },
};
