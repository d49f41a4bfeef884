import type { Shape } from '../../shape';
import type { exports as en } from '../en/exports';

export const exports: Shape<typeof en> = {
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
};
