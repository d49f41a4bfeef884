import { defineSection } from '../define-section';

/**
 * Report exports: the confirmation prompt of a report page, the texts of the .xlsx the job writes, and its
 * file name's filters (only characters every file system takes: full-width colons in Chinese).
 */
export const exports = defineSection({
  en: {
    action: 'Export',
    confirmTitle: 'Export this report?',
    confirmBody:
      'The {{report}} from {{beginDate}} to {{endDate}} is written to a spreadsheet in the download centre.',
    confirm: 'Export',
    created: 'The export has started: find it in the download centre.',
    sheetName: 'Report',
    total: 'Total',
    overviewTitle: '{{channel}} summary overview',
    tooManyPending:
      'You already have {{max}} exports waiting or running. Please wait for one to finish, then export again',
    overviewSheet: {
      overview: 'Overview',
      days: 'Days',
      targeting: 'Targeting',
      metric: 'Metric',
      thisWeek: 'This week',
      previousWeek: 'Previous week',
      change: 'Change',
      kind: 'Targeting kind',
      name: 'Name',
    },
    cappedNote: 'This download holds at most {{cap}} rows: the first {{cap}} of {{total}} are here.',
    fileName: {
      filtered: '{{name}} ({{filters}})',
      filter: '{{filter}} {{value}}',
      separator: ', ',
    },
    costReport: {
      title: '{{timeUnit}} cost report by {{group}}',
      timeUnit: { day: 'Daily', month: 'Monthly' },
      group: { customer: 'customer', company: 'company', account: 'provider account' },
      column: { date: 'Date', customer: 'Customer', company: 'Company', account: 'Provider account' },
    },
  },
  cn: {
    action: '导出',
    confirmTitle: '导出此报告？',
    confirmBody: '{{beginDate}} 至 {{endDate}} 的{{report}}将生成表格，放入下载中心。',
    confirm: '导出',
    created: '导出已开始，请在下载中心查看。',
    sheetName: '报告',
    total: '合计',
    overviewTitle: '{{channel}}数据总览',
    tooManyPending: '已有 {{max}} 个导出在排队或进行中，请等其中一个完成后再导出',
    overviewSheet: {
      overview: '总览',
      days: '每日',
      targeting: '定向',
      metric: '指标',
      thisWeek: '本周',
      previousWeek: '上周',
      change: '变化',
      kind: '定向类型',
      name: '名称',
    },
    cappedNote: '此下载最多包含 {{cap}} 条：本文件为 {{total}} 条中的前 {{cap}} 条。',
    fileName: {
      filtered: '{{name}}（{{filters}}）',
      filter: '{{filter}}：{{value}}',
      separator: '，',
    },
    costReport: {
      title: '{{group}}{{timeUnit}}消费报告',
      timeUnit: { day: '每日', month: '每月' },
      group: { customer: '客户', company: '公司', account: '推广账户' },
      column: { date: '日期', customer: '客户', company: '公司', account: '推广账户' },
    },
  },
  tw: {
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
  },
});
