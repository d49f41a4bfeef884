import { defineSection } from '../define-section';

/** Route titles (menu, breadcrumb, tabs, document title). */
export const route = defineSection({
  en: {
    login: 'Log in',
    home: 'Home',
    notFound: 'Page not found',
  },
  cn: {
    login: '登录',
    home: '首页',
    notFound: '页面不存在',
  },
  tw: {
    login: '登入',
    home: '首頁',
    notFound: '頁面不存在',
  },
});
