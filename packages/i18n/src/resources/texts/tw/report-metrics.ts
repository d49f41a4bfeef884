import type { Shape } from '../../shape';
import type { reportMetrics as en } from '../en/report-metrics';

export const reportMetrics: Shape<typeof en> = {
  intro: '用報告的數值欄位算出您自己的指標。儲存後，可在任何含有其所需欄位的報告中，透過欄位設定加入它。',
  new: '新增自訂指標',
  editTitle: '編輯自訂指標',
  empty: '還沒有自訂指標。',
  name: '名稱',
  names: '各語言名稱',
  namesHint: '選填：該語言的讀者看到此處的名稱；其他語言顯示上面的名稱。',
  formula: '公式',
  formulaHint: '欄位、數字、+ − × ÷ 和括號，例如 cost / conversion',
  insertColumn: '在游標處插入欄位',
  format: '格式',
  formats: { number: '數值', percent: '百分比', money: '金額（￥）' },
  decimals: '小數位數',
  better: '何者為佳',
  betters: { higher: '越高越好', lower: '越低越好' },
  betterHint: '比較時段時為其變化著色：變好為綠色，變差為紅色。',
  shared: '與所有人共享',
  sharedHint: '所有使用者都可將其加入報告；只有您可以修改或刪除。',
  formatWithDecimals: '{{format}}，{{count}} 位小數',
  owner: '擁有者',
  owners: { mine: '我', shared: '與所有人共享', mineShared: '我，已與所有人共享' },
  deleteTitle: '刪除自訂指標',
  deleteMessage: '刪除「{{name}}」？顯示它的報告將不再顯示。',
};
