import type { Shape } from '../../shape';
import type { notificationSending as en } from '../en/notification-sending';

export const notificationSending: Shape<typeof en> = {
  mailOff: '无法使用邮件：服务器未配置邮件服务器（SMTP）。',
  addressNotAllowed: '邮件只能发送到控制台用户的邮箱，或以下域名的邮箱：{{domains}}。',
  addressUsersOnly: '邮件只能发送到控制台用户的邮箱。',
  urlRefused: '该地址不被允许：它不是公网的 http(s) 地址。',
  testSubject: '广告控制台测试消息',
  testText: '这条测试消息通过你的通知渠道“{{name}}”发送，渠道可用。',
  testFailed: {
    unreachable: '未能在限定时间内连接该地址。',
    refused: '该地址不被允许：它不是公网的 http(s) 地址。',
    rejected: '该地址拒收了消息（{{detail}}）。',
    mail: '邮件服务器未接收该邮件。',
  },
};
