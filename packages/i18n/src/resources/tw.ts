import type { Resources } from './en';

/** Traditional Chinese (language id 3). */
export const tw: Resources = {
  app: {
    name: 'adconsole',
    loading: '載入中…',
  },
  route: {
    login: '登入',
    home: '首頁',
    notFound: '頁面不存在',
  },
  login: {
    title: '登入 adconsole',
    userName: '使用者名稱',
    password: '密碼',
    submit: '登入',
    submitting: '登入中…',
    userNameRequired: '請輸入使用者名稱',
    passwordRequired: '請輸入密碼',
  },
  home: {
    welcome: '歡迎，{{userName}}',
    logout: '登出',
  },
  errors: {
    '200': '成功',
    '400': '請求參數不正確',
    '401': '登入已過期，請重新登入',
    '403': '您無權存取',
    '404': '找不到',
    '500': '伺服器出錯，請稍後再試',
    '910001': '舊密碼不正確',
    '910002': '請輸入正確的帳戶和密碼',
    '910003': '帳戶已凍結，無法登入',
    '910004': '密碼錯誤已超過三次，請聯絡工作人員解除限制',
    '910005': '驗證碼已過期',
    '910006': '驗證碼錯誤',
    '920001': '推廣單元圖片上傳錯誤',
    '921001': '該推廣計劃已綁定推廣單元',
    '921002': '該推廣單元已綁定關鍵詞或創意',
    '1400': '資料重複',
    network: '網路錯誤：{{message}}',
    unknown: '錯誤',
  },
};
