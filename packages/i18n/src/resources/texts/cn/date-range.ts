import type { Shape } from '../../shape';
import type { dateRange as en } from '../en/date-range';

export const dateRange: Shape<typeof en> = {
  selectTime: '请选择时间',
  invalidDate: '请选择有效的日期（yyyy-MM-dd），结束日期不能早于开始日期',
  notAfterYesterday: '请选择昨天及之前的日期',
  notAfterToday: '请选择今天及之前的日期',
  tooLong: '日期范围最多为731天',
  weekRange: '请按整周选择，从周一开始到周日结束',
  singleWeek: '请选择一周，从周一到周日',
  monthRange: '请按整月选择，从每月1日到该月最后一天',
  placeholder: {
    day: '选择日期',
    week: '选择周',
    month: '选择月份',
  },
  value: '{{beginDate}} 至 {{endDate}}',
  pickEnd: '开始于 {{beginDate}}，请选择结束日期',
  clear: '清空时间',
  shortcuts: '快捷选项',
  previousYear: '上一年',
  previousMonth: '上个月',
  nextMonth: '下个月',
  nextYear: '下一年',
  shortcut: {
    last7Days: '最近7天',
    last30Days: '最近30天',
    last90Days: '最近90天',
    lastWeek: '最近一周',
    lastTwoWeeks: '最近两周',
    lastThreeWeeks: '最近三周',
    lastMonth: '最近一个月',
    lastThreeMonths: '最近三个月',
  },
  formats: {
    monthCaption: "yyyy'年'M'月'",
    monthButton: "yyyy'年'M'月'",
    yearCaption: "yyyy'年'",
    day: "yyyy'年'M'月'd'日' EEEE",
  },
};
