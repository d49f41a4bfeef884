import type { Shape } from '../../shape';
import type { reportMetrics as en } from '../en/report-metrics';

export const reportMetrics: Shape<typeof en> = {
  intro: '用报告的数值列算出您自己的指标。保存后，可在任何含有其所需列的报告中，通过列设置添加它。',
  new: '新建自定义指标',
  editTitle: '编辑自定义指标',
  empty: '还没有自定义指标。',
  name: '名称',
  names: '各语言名称',
  namesHint: '选填：该语言的读者看到此处的名称；其他语言显示上面的名称。',
  formula: '公式',
  formulaHint: '列、数字、+ − × ÷ 和括号，例如 cost / conversion',
  insertColumn: '在光标处插入列',
  format: '格式',
  formats: { number: '数值', percent: '百分比', money: '金额（￥）' },
  decimals: '小数位数',
  better: '何者为好',
  betters: { higher: '越高越好', lower: '越低越好' },
  betterHint: '对比时段时为其变化着色：变好为绿色，变差为红色。',
  shared: '与所有人共享',
  sharedHint: '所有用户都可将其添加到报告中；只有您可以修改或删除。',
  formatWithDecimals: '{{format}}，{{count}} 位小数',
  owner: '所有者',
  owners: { mine: '我', shared: '与所有人共享', mineShared: '我，已与所有人共享' },
  deleteTitle: '删除自定义指标',
  deleteMessage: '删除“{{name}}”？显示它的报告将不再显示。',
};
