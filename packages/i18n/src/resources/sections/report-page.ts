import { defineSection } from '../define-section';

/** A report page of search and feed ads: its filters, its chart and its search. */
export const reportPage = defineSection({
  en: {
    filters: 'Filters',
    campaign: 'Campaign',
    unit: 'Unit',
    device: 'Device',
    name: 'Name contains',
    all: 'All',
    search: 'Search',
    metric: 'Chart metric',
    chart: {
      trend: '{{metric}} by day, {{beginDate}} to {{endDate}}',
      provinces: 'Regions ranked by {{metric}}, {{beginDate}} to {{endDate}}',
      hours: '{{metric}} by hour of the day, {{beginDate}} to {{endDate}}',
      loading: 'Loading the chart',
      empty: 'No data to chart in this range.',
    },
  },
  cn: {
    filters: '筛选',
    campaign: '推广计划',
    unit: '推广单元',
    device: '设备',
    name: '名称包含',
    all: '全部',
    search: '查询',
    metric: '图表指标',
    chart: {
      trend: '{{beginDate}} 至 {{endDate}} 每日{{metric}}',
      provinces: '{{beginDate}} 至 {{endDate}} 地域{{metric}}排行',
      hours: '{{beginDate}} 至 {{endDate}} 各时段{{metric}}',
      loading: '图表加载中',
      empty: '此时间范围内暂无数据。',
    },
  },
  tw: {
    filters: '篩選',
    campaign: '推廣計劃',
    unit: '推廣單元',
    device: '裝置',
    name: '名稱包含',
    all: '全部',
    search: '查詢',
    metric: '圖表指標',
    chart: {
      trend: '{{beginDate}} 至 {{endDate}} 每日{{metric}}',
      provinces: '{{beginDate}} 至 {{endDate}} 地域{{metric}}排行',
      hours: '{{beginDate}} 至 {{endDate}} 各時段{{metric}}',
      loading: '圖表載入中',
      empty: '此時間範圍內暫無資料。',
    },
  },
});
