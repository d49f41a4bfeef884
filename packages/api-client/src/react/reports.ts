import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { downloadEndpoints } from '../contract/downloads';
import type { RequestOf } from '../contract/endpoint';
import { reportExportEndpoint } from '../contract/exports';
import type { DateRange } from '../contract/metrics';
import { overviewExportEndpoint, reportCentreEndpoints } from '../contract/report-centre';
import type { Channel, Section } from '../contract/reports/catalogue';
import {
  reportFieldEndpoints,
  type CustomReportFields,
  type ReportRef,
} from '../contract/reports/report-fields';
import { reportListEndpoint, type ReportListRequest } from '../contract/reports/report-list';
import { useApiClient } from './context';
import { askedAheadFreshMs, invalidateCalls, useAccountQueries, type QueryKeys } from './query-keys';

/**
 * A report list answer; the previous page stays on screen while the next loads. It is asked for as the caller
 * renders, as `usePrefetchQuery` does, not once the caller's whole tree has rendered and mounted
 * (docs/architecture.md#early-calls): a report page's table, filters and chart take a while to render.
 */
export function useReportList(channel: Channel, section: Section, body: ReportListRequest, enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  const queryClient = useQueryClient();
  const endpoint = reportListEndpoint(channel, section);
  const query = {
    queryKey: queryKeys.of(endpoint, body),
    queryFn: () => client.requestPage(endpoint, body),
    // The answer may come before the caller mounts (a part of its page still loading its code).
    staleTime: askedAheadFreshMs,
  };
  if (enabled && !queryClient.getQueryState(query.queryKey)) queryClient.prefetchQuery(query).catch(() => {});
  return useQuery({ ...query, enabled, placeholderData: queryKeys.keepPreviousAnswer });
}

/**
 * The query of the user's columns of a report: kept until a change of them replaces it, whoever asks (a report
 * page, the pages that show several reports' columns, a page's prefetch).
 */
export function customReportFieldsQuery(client: ApiClient, queryKeys: QueryKeys, ref: ReportRef) {
  return {
    queryKey: queryKeys.of(reportFieldEndpoints.customReportFields, ref),
    queryFn: () => client.request(reportFieldEndpoints.customReportFields, ref),
    staleTime: Infinity,
  };
}

/**
 * The user's columns of each of the given reports (docs/requirements.md#custom-report-fields), cached as each
 * report page caches its own, so a change on either shows on the other.
 */
export function useCustomReportFieldSets(refs: readonly ReportRef[]) {
  const { client, queryKeys } = useAccountQueries();
  return useQueries({ queries: refs.map((ref) => customReportFieldsQuery(client, queryKeys, ref)) });
}

/** The user's columns of a report and every column it offers. */
export function useCustomReportFields(ref: ReportRef) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery(customReportFieldsQuery(client, queryKeys, ref));
}

/**
 * A change of the user's columns of a report: the answer holds the columns now in force, so it becomes the
 * cached custom fields, and the report's lists are fetched again with those columns.
 */
function useCustomFieldsChange<Input>(
  ref: ReportRef,
  change: (client: ApiClient, input: Input) => Promise<CustomReportFields>,
) {
  const { client, queryKeys } = useAccountQueries();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(client, input),
    onSuccess: async (columns) => {
      queryClient.setQueryData(queryKeys.of(reportFieldEndpoints.customReportFields, ref), columns);
      await invalidateCalls(queryClient, [reportListEndpoint(ref.channel, ref.section)]);
    },
  });
}

/** What a save of a report's columns sends: the field ids in order, and the widths when they changed. */
export interface CustomFieldsChoice {
  fieldIds: number[];
  widths?: Record<string, number>;
}

/** Saves the user's columns of a report, in order, and their widths. */
export function useSaveCustomReportFields(ref: ReportRef) {
  return useCustomFieldsChange(ref, (client, choice: CustomFieldsChoice) =>
    client.request(reportFieldEndpoints.saveCustomReportFields, { ...ref, ...choice }),
  );
}

/** Drops the user's columns of a report: the catalogue's default columns apply again. */
export function useResetCustomReportFields(ref: ReportRef) {
  return useCustomFieldsChange(ref, (client, _: void) =>
    client.request(reportFieldEndpoints.resetCustomReportFields, ref),
  );
}

/** Creates an export of a report (the list call's body): the id of its download record. */
export function useCreateReportExport(channel: Channel, section: Section) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportListRequest) => client.request(reportExportEndpoint(channel, section), body),
    onSuccess: () => invalidateCalls(queryClient, [downloadEndpoints.downloadList]),
  });
}

/** Creates an export of a channel's weekly overview (the report centre): the id of its download record. */
export function useCreateOverviewExport(channel: 'search' | 'feed') {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: DateRange) =>
      client.request(overviewExportEndpoint(channel), { query: { ...week, channel } }),
    onSuccess: () => invalidateCalls(queryClient, [downloadEndpoints.downloadList]),
  });
}

/** The report centre's breakdowns of a week, by the name of their call. */
export type WeeklyBreakdown =
  'weeklyDevices' | 'weeklyRegion' | 'weeklyKeywords' | 'weeklyDirection' | 'weeklyHour';

/** A channel's week against the week before, and its days (the report centre's summary overview). */
export function useWeeklyOverview(channel: 'search' | 'feed', week: DateRange, enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  const endpoint =
    channel === 'feed'
      ? reportCentreEndpoints.weeklyOverviewFeed
      : reportCentreEndpoints.weeklyOverviewSearch;
  const body = { query: { ...week, channel } };
  return useQuery({
    queryKey: queryKeys.of(endpoint, body),
    queryFn: () => client.request(endpoint, body),
    enabled,
  });
}

/** One breakdown of a channel's week: its devices, top regions or keywords, targeting or hours. */
export function useWeeklyBreakdown<B extends WeeklyBreakdown>(
  breakdown: B,
  channel: 'search' | 'feed',
  week: DateRange,
  enabled = true,
) {
  const { client, queryKeys } = useAccountQueries();
  const endpoint: (typeof reportCentreEndpoints)[B] = reportCentreEndpoints[breakdown];
  // Every breakdown takes the same week request (the contract's WeeklyRequest).
  const body = { query: { ...week, channel } } as RequestOf<(typeof reportCentreEndpoints)[B]>;
  return useQuery({
    queryKey: queryKeys.of(endpoint, body),
    queryFn: () => client.request(endpoint, body),
    enabled,
  });
}
