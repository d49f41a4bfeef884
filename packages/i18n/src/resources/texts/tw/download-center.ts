import type { Shape } from '../../shape';
import type { downloadCenter as en } from '../en/download-center';

export const downloadCenter: Shape<typeof en> = {
  records: '我的匯出',
  name: '檔案',
  report: '報告',
  range: '時間範圍',
  status: '狀態',
  size: '大小',
  createdTime: '建立時間',
  actions: '操作',
  download: '下載',
  downloadNamed: '下載 {{name}}',
  delete: '刪除',
  deleteNamed: '刪除 {{name}}',
  deleteTitle: '刪除此檔案？',
  deleteBody: '{{name}} 將從下載中心刪除。',
  deleted: '已刪除',
  empty: '尚無匯出：匯出報告後可在此下載檔案。',
  statusText: {
    pending: '等待中',
    processing: '產生中 {{progress}}%',
    ready: '可下載',
    failed: '失敗',
  },
};
