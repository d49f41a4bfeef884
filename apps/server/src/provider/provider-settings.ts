import { baseUrl, secret, setting, wholeNumber } from '../settings/setting';
import { defaultRereadDays } from '../stores/fact-schema';

export const defaultBaiduApiBase = 'https://api.baidu.com';
export const defaultBaiduOAuthBase = 'https://u.baidu.com';
export const defaultBaiduSyncDays = 31;
/** The provider answers at most 731 days of reports (docs/baidu-provider.md). */
const maxBaiduSyncDays = 731;

/** The Baidu provider's addresses, its history and the key of its credentials (docs/baidu-provider.md). */
export const providerSettings = {
  SECRET_KEY: setting({
    description: 'encrypts the stored credentials of Baidu accounts (at least 16 characters)',
    details:
      'Unset, the server makes one in `DATA_DIR/secret.key` (readable by its owner only) the first time it ' +
      'stores or reads credentials, says so in its log, and keeps using it: back it up with the data. Changed ' +
      'later, the credentials stored before cannot be read: testing or syncing such an account answers so, and ' +
      'saving its credentials again fixes it.',
    default: 'a key the server makes',
    parse: secret,
  }),
  BAIDU_API_BASE: setting({
    description: "where Baidu Marketing's API answers (docs/baidu-provider.md)",
    details: 'Tests point it at the local fake.',
    default: `\`${defaultBaiduApiBase}\``,
    parse: baseUrl(defaultBaiduApiBase),
  }),
  BAIDU_OAUTH_BASE: setting({
    description:
      "where Baidu's OAuth service exchanges refresh tokens for access tokens (another host than the API)",
    details: 'Tests point it at the local fake. Point both at a stand-in to run without Baidu.',
    default: `\`${defaultBaiduOAuthBase}\``,
    parse: baseUrl(defaultBaiduOAuthBase),
  }),
  BAIDU_SYNC_DAYS: setting({
    description: `days of report history a new Baidu account gets on its first sync (at most ${maxBaiduSyncDays})`,
    default: String(defaultBaiduSyncDays),
    parse: wholeNumber('days', maxBaiduSyncDays),
  }),
  SYNC_REREAD_DAYS: setting({
    description:
      'days before its first new day that each sync reads again, which the provider may have changed',
    details:
      'The differences replace those days of the account without rewriting anything else ' +
      '(docs/architecture.md#fact-layout). No public source of Baidu says when a day is final ' +
      '(docs/baidu-provider.md#when-a-day-is-final); 0 reads only new days.',
    default: String(defaultRereadDays),
    parse: wholeNumber('days', 31, 0),
  }),
};
