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
  nameTaken: 'You already have a channel named “{{name}}”: choose another name.',
  testSubject: 'Test message from the ad console',
  testText: 'This test message was sent through your channel “{{name}}”. It works.',
  testFailed: {
    unreachable: 'The address could not be reached in time.',
    unresolved: 'The host name of the address could not be found: check how it is spelt.',
    refused: 'The address is refused: it is not a public http(s) address.',
    rejected: 'The address refused the message ({{detail}}).',
    mail: 'The mail server did not take the message.',
  },
  emailConfirmation: {
    subject: 'Confirm your e-mail address for the ad console',
    text: 'This address was given as yours in the ad console. To confirm it, open this link within {{hours}} hours: {{link}}\n\nUntil you do, your alerts and scheduled reports are not mailed here. If it was not you, ignore this mail.',
    textWithoutAddress:
      'This address was given as yours in the ad console. To confirm it, log in to the console and open this page of it within {{hours}} hours: {{link}}\n\nUntil you do, your alerts and scheduled reports are not mailed here. If it was not you, ignore this mail.',
    linkInvalid:
      'This confirmation link does not work: it was used already, replaced by a newer one, has expired, or is another user’s. Ask for a new one on the e-mail settings page.',
  },
};
