import type { Shape } from '../../shape';
import type { scheduledReports as en } from '../en/scheduled-reports';

export const scheduledReports: Shape<typeof en> = {
  refused: {
    account: '您已不再持有此账户',
    path: '您在此账户下无权查看此报告',
    view: '此视图不是您在此账户下的视图',
    viewInUse: '以下定时报告正在发送此视图：{{names}}。请先修改或删除它们',
    range: '此报告的日期选择器无法选择此时间范围',
    hourly: '周报和月报不能每小时发送',
    rangeFits: '此时间段与发送频率不符，请从提供的时间段中选择',
    recipient: '此用户未持有该账户',
    noAddress: '此用户尚未填写邮箱地址',
  },
  reason: {
    empty: '报告没有数据',
    error: '报告生成失败',
    delivery: '邮件未能送达所有收件人',
    noRecipients: '已没有可以接收的收件人',
  },
  mail: {
    subject: '{{name}}：{{report}}，{{beginDate}} 至 {{endDate}}',
    range: '{{beginDate}} 至 {{endDate}}，对比 {{previousBeginDate}} 至 {{previousEndDate}}',
    account: '账户 {{account}}',
    labelled: '{{label}}：{{value}}',
    totals: '合计',
    metric: '指标',
    value: '数值',
    change: '变化',
    topRows: '{{beginDate}} 至 {{endDate}} 消费最高的行',
    firstRows: '{{beginDate}} 至 {{endDate}} 的前几行',
    rowCount: '共 {{count}} 行，完整报告见附件表格。',
    footer: '由 {{owner}} 的定时报告“{{name}}”发送。',
  },
};
