import type { Shape } from '../../shape';
import type { alerts as en } from '../en/alerts';

export const alerts: Shape<typeof en> = {
  subject: '預警「{{rule}}」：{{account}}',
  subjectMany: '{{count}} 則預警：{{rules}}',
  quoted: '「{{rule}}」',
  separator: '、',
  item: '「{{rule}}」：{{text}}',
  link: '在控制台查看預警：{{url}}',
  open: '在控制台查看預警',
  fired: {
    balanceDaysLeft:
      '{{account}} 的餘額 {{balance}}，按最近 7 天的日均花費可用 {{days}} 天，少於 {{limit}} 天。',
    balanceZero: '{{account}} 的餘額已用完，推廣已被下線。',
    offline: '{{account}} 已下線。',
    budgetReachedAccount: '{{account}} 今天 {{time}} 達到預算，已下線。',
    budgetReachedCampaign: '{{account}} 的推廣計劃「{{campaign}}」今天 {{time}} 達到預算，已下線。',
    budgetReachedMore: '之後另有 {{count}} 個也達到了預算。',
    metricVsBaseline:
      '{{account}} 今天截至 {{hour}}:00 的{{metric}}為 {{value}}，{{comparison}}最近 {{weeks}} 週同期平均值（{{baseline}}）的 {{factor}}。',
    metricThreshold: '{{account}} 昨天的{{metric}}為 {{value}}，{{comparison}} {{limit}}。',
  },
  clear: '{{account}} 無異常。',
  noData: '{{account}} 暫無資料。',
  comparison: { above: '高於', below: '低於' },
};
