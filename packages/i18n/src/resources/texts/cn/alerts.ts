import type { Shape } from '../../shape';
import type { alerts as en } from '../en/alerts';

export const alerts: Shape<typeof en> = {
  subject: '预警“{{rule}}”：{{account}}',
  subjectMany: '{{count}} 条预警：{{rules}}',
  quoted: '“{{rule}}”',
  separator: '、',
  item: '“{{rule}}”：{{text}}',
  link: '在控制台查看预警：{{url}}',
  open: '在控制台查看预警',
  fired: {
    balanceDaysLeft:
      '{{account}} 的余额 {{balance}}，按最近 7 天的日均消费可用 {{days}} 天，少于 {{limit}} 天。',
    balanceZero: '{{account}} 的余额已用完，推广已被下线。',
    offline: '{{account}} 已下线。',
    budgetReachedAccount: '{{account}} 今天 {{time}} 达到预算，已下线。',
    budgetReachedCampaign: '{{account}} 的推广计划“{{campaign}}”今天 {{time}} 达到预算，已下线。',
    budgetReachedMore: '之后另有 {{count}} 个也达到了预算。',
    metricVsBaseline:
      '{{account}} 今天截至 {{hour}}:00 的{{metric}}为 {{value}}，{{comparison}}最近 {{weeks}} 周同期平均值（{{baseline}}）的 {{factor}}。',
    metricThreshold: '{{account}} 昨天的{{metric}}为 {{value}}，{{comparison}} {{limit}}。',
  },
  clear: '{{account}} 无异常。',
  noData: '{{account}} 暂无数据。',
  comparison: { above: '高于', below: '低于' },
};
