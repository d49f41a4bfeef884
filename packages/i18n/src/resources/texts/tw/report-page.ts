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
  chart: {
    trend: '{{beginDate}} 至 {{endDate}} 每日{{metric}}',
    provinces: '{{beginDate}} 至 {{endDate}} 地域{{metric}}排行',
    hours: '{{beginDate}} 至 {{endDate}} 各時段{{metric}}',
    loading: '圖表載入中',
    empty: '此時間範圍內暫無資料。',
    previous: '上期{{metric}}',
    lastYear: '去年同期{{metric}}',
    custom: '對比期{{metric}}',
  },
  views: {
    menu: '檢視',
    current: '檢視：{{name}}',
    shared: '{{name}}（共用）',
    changed: '已變更',
    mine: '我的檢視',
    none: '尚無儲存的檢視',
    defaultMark: '預設',
    saveAs: '另存為新檢視…',
    save: '儲存對「{{name}}」的變更',
    rename: '重新命名「{{name}}」…',
    makeDefault: '預設開啟「{{name}}」',
    delete: '刪除「{{name}}」…',
    reset: '恢復報告預設設定',
    saveTitle: '另存為新檢視',
    saveDescription: '儲存此頁面的欄、日期、對比、篩選、排序和每頁筆數。',
    rangeRolls: {
      reportDefault:
        '日期：報告的預設日期，今天為 {{beginDate}} – {{endDate}}。日期隨之滾動：開啟檢視時使用當天的報告預設日期。',
      preset:
        '日期：「{{shortcut}}」，今天為 {{beginDate}} – {{endDate}}。日期隨之滾動：每次開啟檢視時，「{{shortcut}}」從當天算起。',
    },
    rangeFixed:
      '日期：{{beginDate}} – {{endDate}}，固定不變。檢視總以這些日期開啟；如需滾動的日期，請先選擇快捷選項。',
    renameTitle: '重新命名檢視',
    name: '名稱',
    isDefault: '進入此報告時開啟此檢視',
    submit: '儲存',
    deleteTitle: '刪除檢視',
    deleteMessage: '將刪除「{{name}}」。指向它的連結將以報告預設設定開啟。',
    saved: '檢視「{{name}}」已儲存',
    deleted: '檢視「{{name}}」已刪除',
  },
  notice: {
    syncing: '資料更新至 {{date}}，此時間範圍內之後的日期仍在從媒體同步中。',
    syncingFirst: '該帳戶的資料仍在從媒體同步中。',
    rangeNotKept: '檢視「{{name}}」儲存的日期（{{range}}）無法用於此報告，已改用報告的預設日期。',
    viewGone: '此連結中的檢視已不存在或不屬於此帳戶，報告以預設設定開啟。',
    linkRefused: '無法讀取此連結中的{{parts}}，已改用報告的預設設定。',
    parts: { dates: '日期', shortcut: '快捷日期', comparison: '對比' },
    dismiss: '關閉',
  },
  scheduleReport: '定時發送此報告',
  alertOnMetric: '為此指標設定預警',
};
