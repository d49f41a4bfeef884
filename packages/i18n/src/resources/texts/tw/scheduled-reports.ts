import type { Shape } from '../../shape';
import type { scheduledReports as en } from '../en/scheduled-reports';

export const scheduledReports: Shape<typeof en> = {
  refused: {
    account: '您已不再持有此帳戶',
    path: '您在此帳戶下無權查看此報告',
    view: '此檢視不是您在此帳戶下的檢視',
    viewInUse: '以下定時報告正在發送此檢視：{{names}}。請先修改或刪除它們',
    range: '此報告的日期選擇器無法選擇此時間範圍',
    hourly: '週報和月報不能每小時發送',
    rangeFits: '此時間段與發送頻率不符，請從提供的時間段中選擇',
    recipient: '此使用者未持有該帳戶',
    noAddress: '此使用者尚未填寫電子郵件地址',
  },
  reason: {
    empty: '報告沒有資料',
    error: '報告產生失敗',
    delivery: '郵件未能送達所有收件人',
    noRecipients: '已沒有可以接收的收件人',
  },
  mail: {
    subject: '{{name}}：{{report}}，{{beginDate}} 至 {{endDate}}',
    range: '{{beginDate}} 至 {{endDate}}，對比 {{previousBeginDate}} 至 {{previousEndDate}}',
    account: '帳戶 {{account}}',
    labelled: '{{label}}：{{value}}',
    totals: '合計',
    metric: '指標',
    value: '數值',
    change: '變化',
    topRows: '{{beginDate}} 至 {{endDate}} 花費最高的列',
    firstRows: '{{beginDate}} 至 {{endDate}} 的前幾列',
    rowCount: '共 {{count}} 列，完整報告見附件表格。',
    footer: '由 {{owner}} 的定時報告「{{name}}」寄送。',
  },
};
