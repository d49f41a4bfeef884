import type { Shape } from '../../shape';
import type { reportPage as en } from '../en/report-page';

export const reportPage: Shape<typeof en> = {
  filters: '筛选',
  campaign: '推广计划',
  unit: '推广单元',
  device: '设备',
  name: '名称包含',
  all: '全部',
  search: '查询',
  metric: '图表指标',
  notOffered:
    '{{provider}}不提供此类报告，因此账户 {{accountNo}} 在此没有数据可显示。其他报告页面有该账户的数据。',
  compare: '与上一周期对比',
  chart: {
    trend: '{{beginDate}} 至 {{endDate}} 每日{{metric}}',
    provinces: '{{beginDate}} 至 {{endDate}} 地域{{metric}}排行',
    hours: '{{beginDate}} 至 {{endDate}} 各时段{{metric}}',
    loading: '图表加载中',
    empty: '此时间范围内暂无数据。',
    previous: '上期{{metric}}',
  },
};
