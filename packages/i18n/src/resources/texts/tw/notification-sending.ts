import type { Shape } from '../../shape';
import type { notificationSending as en } from '../en/notification-sending';

export const notificationSending: Shape<typeof en> = {
  mailOff: '無法使用郵件：伺服器未設定郵件伺服器（SMTP）。',
  addressNotAllowed: '郵件只能寄到控制台使用者的信箱，或以下網域的信箱：{{domains}}。',
  addressUsersOnly: '郵件只能寄到控制台使用者的信箱。',
  urlRefused: '此位址不被允許：它不是公開的 http(s) 位址。',
  nameTaken: '您已有名為「{{name}}」的通知管道，請換一個名稱。',
  testSubject: '廣告控制台測試訊息',
  testText: '這則測試訊息透過您的通知管道「{{name}}」傳送，管道可用。',
  testFailed: {
    unreachable: '未能在限定時間內連上此位址。',
    unresolved: '找不到此位址的主機名稱，請檢查拼寫。',
    refused: '此位址不被允許：它不是公開的 http(s) 位址。',
    rejected: '此位址拒收了訊息（{{detail}}）。',
    mail: '郵件伺服器未接收此郵件。',
  },
  emailConfirmation: {
    subject: '確認您在廣告控制台的電子郵件地址',
    text: '有人在廣告控制台中將此電子郵件地址填寫為自己的地址。如需確認，請在 {{hours}} 小時內開啟此連結：{{link}}\n\n確認之前，您的預警與定時報告不會寄到此地址。如果不是您本人操作，請忽略此郵件。',
    textWithoutAddress:
      '有人在廣告控制台中將此電子郵件地址填寫為自己的地址。如需確認，請在 {{hours}} 小時內登入控制台並開啟此頁面：{{link}}\n\n確認之前，您的預警與定時報告不會寄到此地址。如果不是您本人操作，請忽略此郵件。',
    linkInvalid:
      '此確認連結無效：已被使用、已被新連結取代、已過期，或屬於其他使用者。請在電子郵件設定頁面重新寄送。',
  },
};
