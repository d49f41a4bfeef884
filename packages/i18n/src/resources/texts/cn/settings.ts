import type { Shape } from '../../shape';
import type { settings as en } from '../en/settings';

export const settings: Shape<typeof en> = {
  open: '页面设置',
  title: '页面设置',
  themeColor: '主题色',
  themeColorValue: '主题色 {{color}}',
  customColor: '自定义颜色',
  appearance: '主题模式',
  appearances: { light: '浅色', dark: '深色', system: '跟随系统' },
  tagsView: '标签页',
  fixedHeader: '固定头部',
  sidebarLogo: '侧边栏 Logo',
  password: {
    old: '旧密码',
    new: '新密码',
    repeat: '再次输入新密码',
    submit: '修改密码',
    changed: '密码已修改。您的其他会话已退出，当前会话保持登录。',
  },
  language: {
    choose: '语言',
    intro: '控制台与服务器消息将在您登录的所有设备上使用此语言。',
  },
  email: {
    address: '邮箱地址',
    intro: '您的预警与定时报告将发送到此邮箱。留空则不接收邮件。',
    submit: '保存',
    saved: '邮箱地址已保存。',
    removed: '邮箱地址已删除。',
  },
};
