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
  chart: {
    trend: '{{beginDate}} 至 {{endDate}} 每日{{metric}}',
    provinces: '{{beginDate}} 至 {{endDate}} 地域{{metric}}排行',
    hours: '{{beginDate}} 至 {{endDate}} 各时段{{metric}}',
    loading: '图表加载中',
    empty: '此时间范围内暂无数据。',
    previous: '上期{{metric}}',
    lastYear: '去年同期{{metric}}',
    custom: '对比期{{metric}}',
  },
  views: {
    menu: '视图',
    current: '视图：{{name}}',
    shared: '{{name}}（共享）',
    changed: '已更改',
    mine: '我的视图',
    none: '还没有保存的视图',
    defaultMark: '默认',
    saveAs: '另存为新视图…',
    save: '保存对“{{name}}”的更改',
    rename: '重命名“{{name}}”…',
    makeDefault: '默认打开“{{name}}”',
    delete: '删除“{{name}}”…',
    reset: '恢复报告默认设置',
    saveTitle: '另存为新视图',
    saveDescription: '保存此页面的列、日期、对比、筛选、排序和每页条数。',
    rangeRolls: {
      reportDefault:
        '日期：报告的默认日期，今天为 {{beginDate}} – {{endDate}}。日期随之滚动：打开视图时使用当天的报告默认日期。',
      preset:
        '日期：“{{shortcut}}”，今天为 {{beginDate}} – {{endDate}}。日期随之滚动：每次打开视图时，“{{shortcut}}”从当天算起。',
    },
    rangeFixed:
      '日期：{{beginDate}} – {{endDate}}，固定不变。视图总以这些日期打开；如需滚动的日期，请先选择快捷选项。',
    renameTitle: '重命名视图',
    name: '名称',
    isDefault: '进入此报告时打开此视图',
    submit: '保存',
    deleteTitle: '删除视图',
    deleteMessage: '将删除“{{name}}”。指向它的链接将以报告默认设置打开。',
    saved: '视图“{{name}}”已保存',
    deleted: '视图“{{name}}”已删除',
  },
  notice: {
    syncing: '数据更新至 {{date}}，此时间范围内之后的日期仍在从媒体同步中。',
    syncingFirst: '该账户的数据仍在从媒体同步中。',
    rangeNotKept: '视图“{{name}}”保存的日期（{{range}}）无法用于此报告，已改用报告的默认日期。',
    viewGone: '此链接中的视图已不存在或不属于此账户，报告以默认设置打开。',
    linkRefused: '无法读取此链接中的{{parts}}，已改用报告的默认设置。',
    parts: { dates: '日期', shortcut: '快捷日期', comparison: '对比' },
    dismiss: '关闭',
  },
  scheduleReport: '定时发送此报告',
  alertOnMetric: '为此指标设置预警',
};
