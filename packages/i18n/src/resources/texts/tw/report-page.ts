import type { Shape } from '../../shape';
import type { reportPage as en } from '../en/report-page';

export const reportPage: Shape<typeof en> = {
  filters: '篩選',
  campaign: '推廣計劃',
  unit: '推廣單元',
  device: '裝置',
  name: '名稱包含',
  all: '全部',
  search: '查詢',
  metric: '圖表指標',
  notOffered:
    '{{provider}}不提供此類報告，因此帳戶 {{accountNo}} 在此沒有資料可顯示。其他報告頁面有該帳戶的資料。',
  compare: '與上一週期對比',
  chart: {
    trend: '{{beginDate}} 至 {{endDate}} 每日{{metric}}',
    provinces: '{{beginDate}} 至 {{endDate}} 地域{{metric}}排行',
    hours: '{{beginDate}} 至 {{endDate}} 各時段{{metric}}',
    loading: '圖表載入中',
    empty: '此時間範圍內暫無資料。',
    previous: '上期{{metric}}',
  },
};
