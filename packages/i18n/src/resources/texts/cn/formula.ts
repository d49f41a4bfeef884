import type { Shape } from '../../shape';
import type { formula as en } from '../en/formula';

export const formula: Shape<typeof en> = {
  syntax: '公式第 {{position}} 个字符处无法识别：请检查运算符和括号',
  unknownName: '未知列“{{name}}”（第 {{position}} 个字符）：本报告没有这个数值列',
  tooLong: '公式过长：须在第 {{position}} 个字符之前结束',
  notAllowed: '不允许使用“{{name}}”（第 {{position}} 个字符）：公式只能包含列、数字、+ − × ÷ 和括号',
  empty: '请输入公式',
};
