import { defineSection } from '../define-section';

/** The login page. */
export const login = defineSection({
  en: {
    title: 'Log in to adconsole',
    userName: 'User name',
    password: 'Password',
    validationCode: 'Verification code',
    captchaPicture: 'Verification code picture',
    refreshCaptcha: 'Refresh the verification code',
    submit: 'Log in',
    submitting: 'Logging in…',
    userNameRequired: 'Please enter your user name',
    passwordRequired: 'Please enter your password',
    validationCodeRequired: 'Please enter the verification code',
  },
  cn: {
    title: '登录 adconsole',
    userName: '用户名',
    password: '密码',
    validationCode: '验证码',
    captchaPicture: '验证码图片',
    refreshCaptcha: '刷新验证码',
    submit: '登录',
    submitting: '登录中…',
    userNameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    validationCodeRequired: '请输入验证码',
  },
  tw: {
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
  },
});
