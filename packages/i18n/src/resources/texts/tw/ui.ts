import type { Shape } from '../../shape';
import type { ui as en } from '../en/ui';

export const ui: Shape<typeof en> = {
  close: '關閉',
  confirm: '確定',
  cancel: '取消',
  loading: '載入中…',
  selectPlaceholder: '請選擇',
  breadcrumb: '麵包屑導覽',
  refusedField: '{{field}}：{{message}}',
  toast: {
    label: '通知',
    region: '通知（{{hotkey}}）',
    error: '錯誤',
    success: '成功',
    info: '提示',
  },
  pagination: {
    label: '分頁',
    total: '共 {{total}} 筆',
    pageSize: '每頁筆數',
    perPage: '{{size}} 筆/頁',
    previous: '上一頁',
    next: '下一頁',
    page: '第 {{page}} 頁',
    goTo: '前往頁',
  },
  table: {
    empty: '暫無資料',
    error: '清單載入失敗。',
    retry: '重試',
    scrolls: '（可左右捲動）',
  },
};
