import type { Resources } from './en';

/** Simplified Chinese (language id 1). */
export const cn: Resources = {
  app: {
    name: 'adconsole',
    loading: '加载中…',
  },
  route: {
    login: '登录',
    home: '首页',
    notFound: '页面不存在',
  },
  login: {
    title: '登录 adconsole',
    userName: '用户名',
    password: '密码',
    submit: '登录',
    submitting: '登录中…',
    userNameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
  },
  home: {
    welcome: '欢迎，{{userName}}',
    logout: '退出登录',
  },
  errors: {
    '200': '成功',
    '400': '请求参数不正确',
    '401': '登录已过期，请重新登录',
    '403': '您无权访问',
    '404': '未找到',
    '500': '服务器出错，请稍后重试',
    '910001': '旧密码不正确',
    '910002': '请输入正确的账户和密码',
    '910003': '账户已冻结，无法登录',
    '910004': '密码错误已超过三次，请联系工作人员解除限制',
    '910005': '验证码已过期',
    '910006': '验证码错误',
    '920001': '推广单元图片上传错误',
    '921001': '该推广计划已绑定推广单元',
    '921002': '该推广单元已绑定关键词或创意',
    '1400': '数据重复',
    network: '网络错误：{{message}}',
    unknown: '错误',
  },
};
