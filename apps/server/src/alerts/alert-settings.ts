import { setting, wholeNumber } from '../settings/setting';
import { defaultAlertIntervalMinutes } from './alert-evaluation';

/** How often the alert rules are evaluated (docs/operations.md#alert-rules). */
export const alertSettings = {
  ALERT_INTERVAL_MINUTES: setting({
    description: 'how often the alert rules are evaluated, besides after each report sync',
    details: 'One server process of several evaluates them (docs/operations.md#alert-rules).',
    default: String(defaultAlertIntervalMinutes),
    parse: (value: string | undefined) =>
      wholeNumber('minutes', 24 * 60)(value) ?? defaultAlertIntervalMinutes,
  }),
};
