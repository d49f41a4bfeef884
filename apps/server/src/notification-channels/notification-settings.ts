import { commaList, isDomain, setting, storeUrl } from '../settings/setting';

/** The mail server, the sender, whom mail may go to and what notifications link to (docs/operations.md#notifications). */
export const notificationSettings = {
  SMTP_URL: setting({
    description:
      'the mail server notifications go through: `smtp://[user:password@]host:port` (STARTTLS when offered) ' +
      'or `smtps://…` (TLS from the start)',
    details:
      'Unset, the server sends no e-mail: e-mail channels and recipients are refused, and the other channels ' +
      'and the message centre still work (docs/operations.md#notifications).',
    default: 'unset: no e-mail',
    parse: storeUrl(/^smtps?:\/\//, 'an smtp:// or smtps://', 'unset: no e-mail'),
  }),
  MAIL_FROM: setting({
    description:
      'the sender of notification mails (`adconsole@example.com` or `Ad console <adconsole@example.com>`)',
    default: 'unset: required with `SMTP_URL`',
    parse: (value: string | undefined) => {
      if (
        value !== undefined &&
        !/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value)
      )
        throw new Error(`must be an e-mail address, alone or as "Name <address>", not "${value}"`);
      return value;
    },
  }),
  MAIL_ALLOWED_DOMAINS: setting({
    description:
      "`example.com,…`: the domains a notification may be mailed to besides the addresses of the console's users",
    default: "none: users' addresses only",
    parse: (value: string | undefined) =>
      commaList(isDomain, 'domain names')(value).map((domain) => domain.toLowerCase()),
  }),
  PUBLIC_URL: setting({
    description:
      'the address users open the console at (`https://ads.example.com/`): alert notifications link to its pages',
    details:
      'Unset, the notifications carry no link (docs/operations.md#notifications). A path is kept: ' +
      '`https://example.com/adconsole/` links below it.',
    default: 'unset: no links',
    parse: (value: string | undefined) => {
      const url = storeUrl(/^https?:\/\//, 'an http(s)://', 'unset: no links')(value);
      return url === undefined || url.endsWith('/') ? url : `${url}/`;
    },
  }),
};
