import type { Shape } from '../../shape';
import type { notificationSending as en } from '../en/notification-sending';

export const notificationSending: Shape<typeof en> = {
  mailOff: '無法使用郵件：伺服器未設定郵件伺服器（SMTP）。',
  addressNotAllowed: '郵件只能寄到控制台使用者的信箱，或以下網域的信箱：{{domains}}。',
  addressUsersOnly: '郵件只能寄到控制台使用者的信箱。',
  urlRefused: '此位址不被允許：它不是公開的 http(s) 位址。',
  testSubject: '廣告控制台測試訊息',
  testText: '這則測試訊息透過您的通知管道「{{name}}」傳送，管道可用。',
  testFailed: {
    unreachable: '未能在限定時間內連上此位址。',
    refused: '此位址不被允許：它不是公開的 http(s) 位址。',
    rejected: '此位址拒收了訊息（{{detail}}）。',
    mail: '郵件伺服器未接收此郵件。',
  },
};
