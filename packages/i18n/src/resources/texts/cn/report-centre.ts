import type { Shape } from '../../shape';
import type { reportCentre as en } from '../en/report-centre';

export const reportCentre: Shape<typeof en> = {
  week: '{{beginDate}} 至 {{endDate}} 当周',
  kpis: '本周与上周对比',
  previous: '上周：{{value}}',
  change: {
    up: '比上周上升 {{change}}',
    down: '比上周下降 {{change}}',
    flat: '与上周持平',
    new: '上周无数据',
  },
  metric: '指标',
  days: '本周每日{{metric}}',
  hours: '分时段{{metric}}',
  chartLoading: '正在加载图表…',
  noData: '本周暂无数据。',
  failed: '数据加载失败。',
  retry: '重试',
  regions: '消费前 15 名地域',
  keywords: '消费前 15 名关键词',
  intentionWords: '消费前 15 名意图词',
  devices: '设备',
  targeting: '定向',
  rank: '排名',
  region: '地域',
  keyword: '关键词',
  intentionWord: '意图词',
  device: '设备',
  name: '名称',
  share: '消费占比',
  kind: {
    crowd: '人群',
    automatic: '自动定向',
    newInterest: '新兴趣',
    intentionWord: '意图词',
  },
};
