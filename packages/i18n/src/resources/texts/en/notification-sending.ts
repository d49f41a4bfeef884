/**
 * What the server says about sending notifications (docs/requirements.md#notification-channels): why a
 * channel is refused at save, why a test message was not sent, and the test message itself.
 */
export const notificationSending = {
  mailOff: 'E-mail cannot be used: the server has no mail server (SMTP) set up.',
  addressNotAllowed:
    'Mail may go to the addresses of the console’s users, or to addresses of these domains: {{domains}}.',
  addressUsersOnly: 'Mail may go to the addresses of the console’s users only.',
  urlRefused: 'This address is refused: it is not a public http(s) address.',
  testSubject: 'Test message from the ad console',
  testText: 'This test message was sent through your channel “{{name}}”. It works.',
  testFailed: {
    unreachable: 'The address could not be reached in time.',
    refused: 'The address is refused: it is not a public http(s) address.',
    rejected: 'The address refused the message ({{detail}}).',
    mail: 'The mail server did not take the message.',
  },
};
