import type { Shape } from '../../shape';
import type { notices as en } from '../en/notices';

export const notices: Shape<typeof en> = {
  new: '新增公告',
  edit: '編輯',
  editNamed: '編輯公告 {{id}}',
  withdraw: '撤回',
  withdrawNamed: '撤回公告 {{id}}',
  withdrawTitle: '撤回這則公告？',
  withdrawBody: '「{{text}}」將從所有接收者的訊息中移除。',
  withdrawn: '公告已撤回。',
  published: '公告已發布。',
  saved: '公告已儲存。',
  publish: '發布',
  save: '儲存',
  cancel: '取消',
  textIn: '{{language}}內容',
  missing: '公告需填寫所有語言。缺少：{{languages}}。',
  audience: '傳送給',
  audienceOption: { everyone: '所有人', chosen: '指定使用者' },
  users: '使用者',
  chooseUsers: '請至少選擇一位使用者。',
  filter: '顯示',
  status: { all: '全部公告', published: '已發布', withdrawn: '已撤回' },
  updatedTime: '最後修改',
  actions: '操作',
  empty: '暫無公告',
};
