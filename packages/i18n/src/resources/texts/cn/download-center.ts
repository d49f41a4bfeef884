import type { Shape } from '../../shape';
import type { downloadCenter as en } from '../en/download-center';

export const downloadCenter: Shape<typeof en> = {
  records: '我的导出',
  name: '文件',
  report: '报告',
  range: '时间范围',
  status: '状态',
  size: '大小',
  createdTime: '创建时间',
  actions: '操作',
  download: '下载',
  downloadNamed: '下载 {{name}}',
  delete: '删除',
  deleteNamed: '删除 {{name}}',
  deleteTitle: '删除此文件？',
  deleteBody: '{{name}} 将从下载中心删除。',
  deleted: '已删除',
  empty: '暂无导出：导出报告后可在此下载文件。',
  statusText: {
    pending: '等待中',
    processing: '生成中 {{progress}}%',
    ready: '可下载',
    failed: '失败',
  },
};
