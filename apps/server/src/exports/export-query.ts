import {
  catalogueReports,
  devices,
  type CatalogueReport,
  type ReportListRequest,
} from '@adconsole/api-client/contract';
import type { DateRange } from '@adconsole/date-range-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { ReportRequest } from '../reports/report-request';
import type { FactStore } from '../stores/fact-store';

/** What an export exports: a user's report query as the list call would answer it, in a language. */
export type ExportInput = ReportRequest;

/** The catalogue report an export exports (its title keys and console path). */
export function exportedReport({
  channel,
  section,
  request,
}: Pick<ExportInput, 'channel' | 'section' | 'request'>) {
  return catalogueReports.find(
    (p) => p.channel === channel && p.section === section && p.granularity === request.query.timeUnit,
  )!;
}

/** "Keyword daily report", "关键词日报": a report's title in a language, as the console titles its page. */
export function reportTitle(report: CatalogueReport, language: Language): string {
  return lookup(language, 'route.reportTitle', {
    section: lookup(language, report.i18nKey) ?? report.section,
    granularity: lookup(language, report.i18nKeyReport) ?? report.granularity,
  })!;
}

/** The names of the campaign and unit an export filters by, as the account's dimensions have them. */
export interface FilterNames {
  campaign?: string;
  unit?: string;
}

/** The names of the campaign and unit a report query filters by; none for an id the account does not have. */
export async function filterNames(
  facts: FactStore,
  { channel, accountId, request: { query } }: Pick<ExportInput, 'channel' | 'accountId' | 'request'>,
): Promise<FilterNames> {
  const nameOf = async (table: string, key: string, column: string, id: number | undefined) => {
    if (id === undefined) return undefined;
    const [row] = await facts.query<{ name: string }>(
      `SELECT ${column} AS name FROM ${channel}_${table}
       WHERE account_id = {accountId:UInt32} AND ${key} = {id:UInt64} LIMIT 1`,
      { accountId, id },
    );
    return row?.name;
  };
  return {
    campaign: await nameOf('campaigns', 'campaign_id', 'campaign_name', query.campaignId),
    unit: await nameOf('units', 'unit_id', 'unit_name', query.adgroupId),
  };
}

/** Characters file systems refuse in a name (Windows the most of them), and control characters. */
const unsafeInFileName = /[\\/:*?"<>|\p{Cc}]/gu;
/** A filter's value is cut to this many characters, so the name stays short enough for any file system. */
const maxFilterValueLength = 40;

/** A filter's value as a file name may hold it: unsafe characters replaced, and cut when long. */
function fileNameValue(value: string): string {
  const characters = [...value.replace(unsafeInFileName, '_').replace(/\s+/g, ' ').trim()];
  if (characters.length <= maxFilterValueLength) return characters.join('');
  return `${characters.slice(0, maxFilterValueLength - 1).join('')}…`;
}

/**
 * An export's file name: its title and range, and the filters it applied in its language, so a filtered
 * export is told apart from the whole report (docs/requirements.md#exports): "Keyword daily report
 * 2026-11-01~2026-11-07.xlsx", "Keyword daily report 2026-11-01~2026-11-07 (Campaign Spring sale, Name
 * contains shoe).xlsx", "关键词日报 2026-11-01~2026-11-07（名称包含：鞋）.xlsx". A campaign or unit the
 * account does not know is named by its id.
 */
export function exportFileName(
  title: string,
  query: DateRange &
    Partial<Pick<ReportListRequest['query'], 'campaignId' | 'adgroupId' | 'device' | 'name'>>,
  language: Language,
  names: FilterNames = {},
): string {
  const { beginDate, endDate, campaignId, adgroupId, device, name } = query;
  const deviceKey = device === devices.computer ? 'reports.device.computer' : 'reports.device.mobile';
  const applied: [string, string | undefined][] = [
    ['reportPage.campaign', campaignId === undefined ? undefined : (names.campaign ?? String(campaignId))],
    ['reportPage.unit', adgroupId === undefined ? undefined : (names.unit ?? String(adgroupId))],
    ['reportPage.device', device === undefined ? undefined : lookup(language, deviceKey)],
    ['reportPage.name', name || undefined],
  ];
  const filters = applied.flatMap(([key, value]) =>
    value === undefined
      ? []
      : [
          lookup(language, 'exports.fileName.filter', {
            filter: lookup(language, key)!,
            value: fileNameValue(value),
          }),
        ],
  );
  const plain = `${title} ${beginDate}~${endDate}`;
  if (filters.length === 0) return `${plain}.xlsx`;
  const separator = lookup(language, 'exports.fileName.separator')!;
  return `${lookup(language, 'exports.fileName.filtered', { name: plain, filters: filters.join(separator) })}.xlsx`;
}
