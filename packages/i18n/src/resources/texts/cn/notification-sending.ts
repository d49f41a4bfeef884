import type { Shape } from '../../shape';
import type { notificationSending as en } from '../en/notification-sending';

export const notificationSending: Shape<typeof en> = {
  mailOff: '无法使用邮件：服务器未配置邮件服务器（SMTP）。',
  addressNotAllowed: '邮件只能发送到控制台用户的邮箱，或以下域名的邮箱：{{domains}}。',
  addressUsersOnly: '邮件只能发送到控制台用户的邮箱。',
  urlRefused: '该地址不被允许：它不是公网的 http(s) 地址。',
  nameTaken: '您已有名为“{{name}}”的通知渠道，请换一个名称。',
  testSubject: '广告控制台测试消息',
  testText: '这条测试消息通过你的通知渠道“{{name}}”发送，渠道可用。',
  testFailed: {
    unreachable: '未能在限定时间内连接该地址。',
    unresolved: '找不到该地址的主机名，请检查拼写。',
    refused: '该地址不被允许：它不是公网的 http(s) 地址。',
    rejected: '该地址拒收了消息（{{detail}}）。',
    mail: '邮件服务器未接收该邮件。',
  },
  emailConfirmation: {
    subject: '确认您在广告控制台的邮箱地址',
    text: '有人在广告控制台中将此邮箱填写为自己的地址。如需确认，请在 {{hours}} 小时内打开此链接：{{link}}\n\n确认之前，您的预警与定时报告不会发送到此邮箱。如果不是您本人操作，请忽略此邮件。',
    textWithoutAddress:
      '有人在广告控制台中将此邮箱填写为自己的地址。如需确认，请在 {{hours}} 小时内登录控制台并打开此页面：{{link}}\n\n确认之前，您的预警与定时报告不会发送到此邮箱。如果不是您本人操作，请忽略此邮件。',
    linkInvalid:
      '此确认链接无效：已被使用、已被新链接取代、已过期，或属于其他用户。请在邮箱设置页面重新发送。',
  },
};
