import type { Shape } from '../../shape';
import type { exports as en } from '../en/exports';

export const exports: Shape<typeof en> = {
  action: '匯出',
  confirmTitle: '匯出此報告？',
  confirmBody: '{{beginDate}} 至 {{endDate}} 的{{report}}將產生表格，放入下載中心。',
  confirm: '匯出',
  created: '匯出已開始，請在下載中心查看。',
  sheetName: '報告',
  total: '合計',
  overviewTitle: '{{channel}}數據總覽',
  tooManyPending: '已有 {{max}} 個匯出在排隊或進行中，請等其中一個完成後再匯出',
  overviewSheet: {
    overview: '總覽',
    days: '每日',
    targeting: '定向',
    metric: '指標',
    thisWeek: '本週',
    previousWeek: '上週',
    change: '變化',
    kind: '定向類型',
    name: '名稱',
  },
  cappedNote: '此下載最多包含 {{cap}} 筆：本檔案為 {{total}} 筆中的前 {{cap}} 筆。',
  fileName: {
    filtered: '{{name}}（{{filters}}）',
    filter: '{{filter}}：{{value}}',
    separator: '，',
  },
  costReport: {
    title: '{{group}}{{timeUnit}}花費報告',
    timeUnit: { day: '每日', month: '每月' },
    group: { customer: '客戶', company: '公司', account: '推廣帳戶' },
    column: { date: '日期', customer: '客戶', company: '公司', account: '推廣帳戶' },
  },
};
