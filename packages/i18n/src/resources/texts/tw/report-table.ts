import type { Shape } from '../../shape';
import type { reportTable as en } from '../en/report-table';

export const reportTable: Shape<typeof en> = {
  label: '報表',
  total: '合計',
  empty: '暫無資料',
  loading: '載入中…',
  error: '報表載入失敗',
  retry: '重試',
  imageUnavailable: '圖片無法顯示',
  quality: {
    dataAccumulating: '數據累積中',
    belowAverage: '低於平均',
    average: '平均',
    aboveAverage: '高於平均',
  },
  pager: {
    navigation: '{{label}}分頁',
    totalCount: '共 {{total}} 筆',
    pageSize: '每頁筆數',
    sizeOption: '{{size}} 筆/頁',
    previous: '上一頁',
    next: '下一頁',
    page: '第 {{page}} 頁',
  },
  columns: {
    button: '自訂欄位',
    moveUp: '上移{{title}}',
    moveDown: '下移{{title}}',
    reset: '重設',
    saveFailed: '自訂欄位儲存失敗',
    options: '{{title}}欄位選項',
    moveLeft: '左移',
    moveRight: '右移',
    moveFirst: '移到最前',
    moveLast: '移到最後',
    hide: '隱藏欄位',
    resize: '調整{{title}}欄寬',
  },
  selection: {
    all: '選取本頁所有列',
    row: '選取{{label}}',
  },
};
