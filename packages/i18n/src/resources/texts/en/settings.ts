/**
 * The settings drawer (docs/requirements.md#layout-and-navigation): theme colour, light or dark theme, tags view, fixed header,
 * sidebar logo; and the user's own settings pages (docs/requirements.md#login-and-sessions): password,
 * language and e-mail address.
 */
export const settings = {
  open: 'Page settings',
  title: 'Page settings',
  themeColor: 'Theme colour',
  themeColorValue: 'Theme colour {{color}}',
  customColor: 'Custom colour',
  appearance: 'Theme',
  appearances: { light: 'Light', dark: 'Dark', system: 'Follow the system' },
  tagsView: 'Tags view',
  fixedHeader: 'Fixed header',
  sidebarLogo: 'Sidebar logo',
  password: {
    old: 'Old password',
    new: 'New password',
    repeat: 'Repeat the new password',
    submit: 'Change password',
    changed: 'The password was changed. Your other sessions were logged out; this one stays.',
  },
  language: {
    choose: 'Language',
    intro: 'The console and the server’s messages use this language on every device you log in from.',
  },
  email: {
    address: 'E-mail address',
    intro: 'Your alerts and scheduled reports are mailed to this address. Leave it empty to get no mail.',
    submit: 'Save',
    saved: 'Your e-mail address was saved.',
    removed: 'Your e-mail address was removed.',
    confirmed: 'Confirmed: your alerts and scheduled reports are mailed here.',
    unconfirmed:
      'Unconfirmed: open the link mailed to this address. Until then nothing is mailed to it as yours.',
    resend: 'Resend the link',
    linkSent: 'A confirmation link was mailed to {{email}}. The address counts as yours once you open it.',
    linkNotSent:
      'The address was saved, but the confirmation link could not be mailed. Try “Resend the link” later.',
    confirming: 'Confirming your e-mail address…',
    confirmedNow: 'Your e-mail address {{email}} is confirmed.',
  },
};
