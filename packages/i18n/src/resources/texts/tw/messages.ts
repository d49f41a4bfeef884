import type { Shape } from '../../shape';
import type { messages as en } from '../en/messages';

export const messages: Shape<typeof en> = {
  filter: '顯示',
  all: '全部訊息',
  unread: '未讀',
  read: '已讀',
  type: '類型',
  content: '內容',
  time: '時間',
  state: '狀態',
  announcement: '系統公告',
  notice: '通知',
  markAllRead: '本頁標為已讀',
  empty: '暫無訊息',
  back: '返回訊息列表',
  notFound: '沒有這則訊息',
};
