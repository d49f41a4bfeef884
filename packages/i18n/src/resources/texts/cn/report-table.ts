import type { Shape } from '../../shape';
import type { reportTable as en } from '../en/report-table';

export const reportTable: Shape<typeof en> = {
  label: '报表',
  total: '合计',
  empty: '暂无数据',
  loading: '加载中…',
  error: '报表加载失败',
  retry: '重试',
  imageUnavailable: '图片无法显示',
  quality: {
    dataAccumulating: '数据积累中',
    belowAverage: '低于平均',
    average: '平均',
    aboveAverage: '高于平均',
  },
  pager: {
    navigation: '{{label}}分页',
    totalCount: '共 {{total}} 条',
    pageSize: '每页条数',
    sizeOption: '{{size}} 条/页',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页',
  },
  columns: {
    button: '自定义列',
    moveUp: '上移{{title}}',
    moveDown: '下移{{title}}',
    reset: '重置',
    saveFailed: '自定义列保存失败',
    options: '{{title}}列选项',
    moveLeft: '左移',
    moveRight: '右移',
    moveFirst: '移到最前',
    moveLast: '移到最后',
    hide: '隐藏列',
    resize: '调整{{title}}列宽',
  },
  selection: {
    all: '选择本页所有行',
    row: '选择{{label}}',
  },
};
