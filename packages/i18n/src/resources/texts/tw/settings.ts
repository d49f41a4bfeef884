import type { Shape } from '../../shape';
import type { settings as en } from '../en/settings';

export const settings: Shape<typeof en> = {
  open: '頁面設定',
  title: '頁面設定',
  themeColor: '主題色',
  themeColorValue: '主題色 {{color}}',
  customColor: '自訂顏色',
  tagsView: '標籤頁',
  fixedHeader: '固定頁首',
  sidebarLogo: '側邊欄 Logo',
};
