import type { Shape } from '../../shape';
import type { dateRange as en } from '../en/date-range';

export const dateRange: Shape<typeof en> = {
  selectTime: '請選擇時間',
  invalidDate: '請選擇有效的日期（yyyy-MM-dd），結束日期不能早於開始日期',
  notAfterYesterday: '請選擇昨天及之前的日期',
  notAfterToday: '請選擇今天及之前的日期',
  tooLong: '日期範圍最多為731天',
  weekRange: '請按整週選擇，從週一開始到週日結束',
  singleWeek: '請選擇一週，從週一到週日',
  monthRange: '請按整月選擇，從每月1日到該月最後一天',
  placeholder: {
    day: '選擇日期',
    week: '選擇週',
    month: '選擇月份',
  },
  value: '{{beginDate}} 至 {{endDate}}',
  pickEnd: '開始於 {{beginDate}}，請選擇結束日期',
  clear: '清除時間',
  shortcuts: '快捷選項',
  previousYear: '上一年',
  previousMonth: '上個月',
  nextMonth: '下個月',
  nextYear: '下一年',
  shortcut: {
    last7Days: '最近7天',
    last30Days: '最近30天',
    last90Days: '最近90天',
    lastWeek: '最近一週',
    lastTwoWeeks: '最近兩週',
    lastThreeWeeks: '最近三週',
    lastMonth: '最近一個月',
    lastThreeMonths: '最近三個月',
  },
  formats: {
    monthCaption: "yyyy'年'M'月'",
    monthButton: "yyyy'年'M'月'",
    yearCaption: "yyyy'年'",
    day: "yyyy'年'M'月'd'日' EEEE",
  },
};
