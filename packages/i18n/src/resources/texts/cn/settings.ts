import type { Shape } from '../../shape';
import type { settings as en } from '../en/settings';

export const settings: Shape<typeof en> = {
  open: '页面设置',
  title: '页面设置',
  themeColor: '主题色',
  themeColorValue: '主题色 {{color}}',
  customColor: '自定义颜色',
  tagsView: '标签页',
  fixedHeader: '固定头部',
  sidebarLogo: '侧边栏 Logo',
};
