import { defineEndpoint, type Endpoint } from './endpoint';
import { CreatedExport } from './report-centre';
import {
  channels,
  catalogueReports,
  type Channel,
  type Section,
  type sectionsByChannel,
} from './reports/catalogue';
import { reportListEndpoint, type ReportListRequest } from './reports/report-list';

export type ReportExportEndpoint = Endpoint<typeof ReportListRequest, typeof CreatedExport>;

type ExportName<C extends Channel> = `${C}${Capitalize<(typeof sectionsByChannel)[C][number]>}Export`;
export type ReportExportName = ExportName<'search'> | ExportName<'feed'>;

const exportName = (channel: Channel, section: Section) =>
  `${channel}${section[0]!.toUpperCase()}${section.slice(1)}Export` as ReportExportName;

/**
 * `POST …/{seachReport|infoReport}/{section}/createExport` for every section of both channels: the same
 * body as the section's list call (its page is ignored: the file holds every row the query keeps).
 */
export const reportExportEndpoints = Object.fromEntries(
  catalogueReports
    .filter((p) => p.granularity === 'day')
    .map((p) => [
      exportName(p.channel, p.section),
      defineEndpoint({
        method: 'POST',
        path: p.exportPath,
        request: reportListEndpoint(p.channel, p.section).request,
        response: CreatedExport,
        write: true,
        permission: 'report:export',
        summary: `${channels[p.channel].api} ${p.section} export: a download record whose job writes the .xlsx.`,
      }),
    ]),
) as Record<ReportExportName, ReportExportEndpoint>;

/** The export call of a channel's section. */
export function reportExportEndpoint(channel: Channel, section: Section): ReportExportEndpoint {
  const endpoint: ReportExportEndpoint | undefined = reportExportEndpoints[exportName(channel, section)];
  if (!endpoint) throw new Error(`${channel} ads have no ${section} report`);
  return endpoint;
}
