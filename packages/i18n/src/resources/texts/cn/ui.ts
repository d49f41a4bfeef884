import type { Shape } from '../../shape';
import type { ui as en } from '../en/ui';

export const ui: Shape<typeof en> = {
  close: '关闭',
  confirm: '确定',
  cancel: '取消',
  loading: '加载中…',
  selectPlaceholder: '请选择',
  breadcrumb: '面包屑导航',
  refusedField: '{{field}}：{{message}}',
  toast: {
    label: '通知',
    region: '通知（{{hotkey}}）',
    error: '错误',
    success: '成功',
    info: '提示',
  },
  pagination: {
    label: '分页',
    total: '共 {{total}} 条',
    pageSize: '每页条数',
    perPage: '{{size}} 条/页',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页',
    goTo: '前往页',
  },
  table: {
    empty: '暂无数据',
    error: '列表加载失败。',
    retry: '重试',
    scrolls: '（可左右滚动）',
  },
};
