import type { Shape } from '../../shape';
import type { settings as en } from '../en/settings';

export const settings: Shape<typeof en> = {
  open: '頁面設定',
  title: '頁面設定',
  themeColor: '主題色',
  themeColorValue: '主題色 {{color}}',
  customColor: '自訂顏色',
  appearance: '主題模式',
  appearances: { light: '淺色', dark: '深色', system: '跟隨系統' },
  tagsView: '標籤頁',
  fixedHeader: '固定頁首',
  sidebarLogo: '側邊欄 Logo',
  password: {
    old: '舊密碼',
    new: '新密碼',
    repeat: '再次輸入新密碼',
    submit: '修改密碼',
    changed: '密碼已修改。您的其他工作階段已登出，目前工作階段保持登入。',
  },
  language: {
    choose: '語言',
    intro: '主控台與伺服器訊息將在您登入的所有裝置上使用此語言。',
  },
  email: {
    address: '電子郵件地址',
    intro: '您的預警與定時報告將寄到此電子郵件地址。留空則不接收郵件。',
    submit: '儲存',
    saved: '電子郵件地址已儲存。',
    removed: '電子郵件地址已移除。',
    confirmed: '已確認：您的預警與定時報告將寄到此地址。',
    unconfirmed: '未確認：請開啟寄到此地址的確認連結。確認之前，不會將其視為您的地址寄送郵件。',
    resend: '重新寄送連結',
    linkSent: '確認連結已寄到 {{email}}。開啟連結後，此地址即確認為您的地址。',
    linkNotSent: '地址已儲存，但確認連結未能寄出。請稍後點選「重新寄送連結」。',
    confirming: '正在確認您的電子郵件地址…',
    confirmedNow: '您的電子郵件地址 {{email}} 已確認。',
  },
};
