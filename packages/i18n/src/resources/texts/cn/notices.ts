import type { Shape } from '../../shape';
import type { notices as en } from '../en/notices';

export const notices: Shape<typeof en> = {
  new: '新建公告',
  edit: '编辑',
  editNamed: '编辑公告 {{id}}',
  withdraw: '撤回',
  withdrawNamed: '撤回公告 {{id}}',
  withdrawTitle: '撤回这条公告？',
  withdrawBody: '“{{text}}”将从所有接收人的消息中移除。',
  withdrawn: '公告已撤回。',
  published: '公告已发布。',
  saved: '公告已保存。',
  publish: '发布',
  save: '保存',
  cancel: '取消',
  textIn: '{{language}}内容',
  missing: '公告需填写所有语言。缺少：{{languages}}。',
  audience: '发送给',
  audienceOption: { everyone: '所有人', chosen: '指定用户' },
  users: '用户',
  chooseUsers: '请至少选择一个用户。',
  filter: '显示',
  status: { all: '全部公告', published: '已发布', withdrawn: '已撤回' },
  updatedTime: '最后修改',
  actions: '操作',
  empty: '暂无公告',
};
