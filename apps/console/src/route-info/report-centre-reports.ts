import {
  catalogueReports,
  isSection,
  type CatalogueReport,
  type Channel,
} from '@adconsole/api-client/contract';

/** The report centre's channel folders (docs/requirements.md#report-centre). */
const centreChannels: Record<string, Channel> = { keywordSearch: 'search', feeds: 'feed' };

/** The channel of a report-centre path; undefined outside the report centre. */
export function centreChannelOf(path: string): Channel | undefined {
  const [, root, folder] = path.split('/');
  return root === 'reportCenter' && folder !== undefined ? centreChannels[folder] : undefined;
}

/**
 * The catalogue report a weekly page of the report centre shows (docs/requirements.md#report-centre), picked
 * for one Monday–Sunday week (type 3): `searchWeekly` / `feedsWeekly` are the account's days of the week,
 * every other page its section's weekly report (`campaignWeekly`, `campaignReport`, `devicesReport`… name the
 * section). Undefined outside the report centre.
 */
export function centreReportOf(path: string): CatalogueReport | undefined {
  const [, , folder, name] = path.split('/');
  const channel = centreChannelOf(path);
  if (!channel || !name) return undefined;
  const daily = name === `${folder === 'feeds' ? 'feeds' : 'search'}Weekly`;
  const section = daily ? 'account' : name.replace(/(Weekly|Report)$/, '').replace(/^devices$/, 'device');
  if (!isSection(channel, section)) return undefined;
  const granularity = daily ? 'day' : 'week';
  const report = catalogueReports.find(
    (r) => r.channel === channel && r.section === section && r.granularity === granularity,
  );
  return report && { ...report, path, pickerType: 3 };
}
