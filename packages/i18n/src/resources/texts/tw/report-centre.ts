import type { Shape } from '../../shape';
import type { reportCentre as en } from '../en/report-centre';

export const reportCentre: Shape<typeof en> = {
  week: '{{beginDate}} 至 {{endDate}} 當週',
  kpis: '本週與上週對比',
  previous: '上週：{{value}}',
  change: {
    up: '比上週上升 {{change}}',
    down: '比上週下降 {{change}}',
    flat: '與上週持平',
    new: '上週無數據',
  },
  metric: '指標',
  days: '本週每日{{metric}}',
  hours: '分時段{{metric}}',
  chartLoading: '正在載入圖表…',
  noData: '本週暫無數據。',
  failed: '數據載入失敗。',
  retry: '重試',
  regions: '消費前 15 名地域',
  keywords: '消費前 15 名關鍵詞',
  intentionWords: '消費前 15 名意圖詞',
  devices: '裝置',
  targeting: '定向',
  rank: '排名',
  region: '地域',
  keyword: '關鍵詞',
  intentionWord: '意圖詞',
  device: '裝置',
  name: '名稱',
  share: '消費佔比',
  kind: {
    crowd: '人群',
    automatic: '自動定向',
    newInterest: '新興趣',
    intentionWord: '意圖詞',
  },
};
