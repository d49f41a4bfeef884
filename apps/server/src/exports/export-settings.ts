import { dayMs, setting, wholeNumber } from '../settings/setting';

export const defaultPendingExportsPerUser = 10;
export const defaultExportRetentionMs = 7 * dayMs;

/** How many exports a user may have waiting, and how long their files are kept (docs/hardening.md). */
export const exportSettings = {
  EXPORT_PENDING_LIMIT: setting({
    description: 'exports a user may have waiting or running; one more answers 429',
    default: String(defaultPendingExportsPerUser),
    parse: wholeNumber('exports'),
  }),
  EXPORT_RETENTION_DAYS: setting({
    description: 'how long finished download records and their files are kept',
    default: String(defaultExportRetentionMs / dayMs),
    parse: (value: string | undefined) => {
      const days = wholeNumber('days')(value);
      return days === undefined ? undefined : days * dayMs;
    },
  }),
};
