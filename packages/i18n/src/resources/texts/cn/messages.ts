import type { Shape } from '../../shape';
import type { messages as en } from '../en/messages';

export const messages: Shape<typeof en> = {
  filter: '显示',
  all: '全部消息',
  unread: '未读',
  read: '已读',
  type: '类型',
  content: '内容',
  time: '时间',
  state: '状态',
  announcement: '系统公告',
  notice: '通知',
  markAllRead: '本页标为已读',
  empty: '暂无消息',
  back: '返回消息列表',
  notFound: '没有这条消息',
};
