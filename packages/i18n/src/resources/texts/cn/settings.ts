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
    confirmed: '已确认：您的预警与定时报告将发送到此邮箱。',
    unconfirmed: '未确认：请打开发送到此邮箱的确认链接。确认之前，不会作为您的邮箱向其发送邮件。',
    resend: '重新发送链接',
    linkSent: '确认链接已发送至 {{email}}。打开链接后，该地址即确认为您的邮箱。',
    linkNotSent: '地址已保存，但确认链接未能发送。请稍后点击“重新发送链接”。',
    confirming: '正在确认您的邮箱地址…',
    confirmedNow: '您的邮箱地址 {{email}} 已确认。',
  },
};
