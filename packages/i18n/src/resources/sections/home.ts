import { defineSection } from '../define-section';

/** The home page. */
export const home = defineSection({
  en: {
    welcome: 'Welcome, {{userName}}',
    logout: 'Log out',
  },
  cn: {
    welcome: '欢迎，{{userName}}',
    logout: '退出登录',
  },
  tw: {
    welcome: '歡迎，{{userName}}',
    logout: '登出',
  },
});
