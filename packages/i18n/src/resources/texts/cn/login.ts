import type { Shape } from '../../shape';
import type { login as en } from '../en/login';

export const login: Shape<typeof en> = {
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
};
