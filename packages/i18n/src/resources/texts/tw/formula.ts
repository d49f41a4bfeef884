import type { Shape } from '../../shape';
import type { formula as en } from '../en/formula';

export const formula: Shape<typeof en> = {
  syntax: '公式第 {{position}} 個字元處無法辨識：請檢查運算子和括號',
  unknownName: '未知欄位「{{name}}」（第 {{position}} 個字元）：本報告沒有這個數值欄位',
  tooLong: '公式過長：須在第 {{position}} 個字元之前結束',
  notAllowed: '不允許使用「{{name}}」（第 {{position}} 個字元）：公式只能包含欄位、數字、+ − × ÷ 和括號',
  empty: '請輸入公式',
};
