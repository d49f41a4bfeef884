import type { Shape } from '../../shape';
import type { login as en } from '../en/login';

export const login: Shape<typeof en> = {
  title: '登入 adconsole',
  userName: '使用者名稱',
  password: '密碼',
  validationCode: '驗證碼',
  captchaPicture: '驗證碼圖片',
  refreshCaptcha: '重新整理驗證碼',
  submit: '登入',
  submitting: '登入中…',
  userNameRequired: '請輸入使用者名稱',
  passwordRequired: '請輸入密碼',
  validationCodeRequired: '請輸入驗證碼',
};
