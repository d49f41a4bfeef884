import { defineSection } from '../define-section';

/**
 * The settings drawer (docs/requirements.md#layout-and-navigation): theme colour, tags view, fixed header,
 * sidebar logo.
 */
export const settings = defineSection({
  en: {
    open: 'Page settings',
    title: 'Page settings',
    themeColor: 'Theme colour',
    themeColorValue: 'Theme colour {{color}}',
    customColor: 'Custom colour',
    tagsView: 'Tags view',
    fixedHeader: 'Fixed header',
    sidebarLogo: 'Sidebar logo',
  },
  cn: {
    open: '页面设置',
    title: '页面设置',
    themeColor: '主题色',
    themeColorValue: '主题色 {{color}}',
    customColor: '自定义颜色',
    tagsView: '标签页',
    fixedHeader: '固定头部',
    sidebarLogo: '侧边栏 Logo',
  },
  tw: {
    open: '頁面設定',
    title: '頁面設定',
    themeColor: '主題色',
    themeColorValue: '主題色 {{color}}',
    customColor: '自訂顏色',
    tagsView: '標籤頁',
    fixedHeader: '固定頁首',
    sidebarLogo: '側邊欄 Logo',
  },
});
