import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Granularity } from '../contract/reports/catalogue';
import type { ReportRef } from '../contract/reports/report-fields';
import { reportViewEndpoints, type ReportView, type ReportViewState } from '../contract/reports/report-view';
import type { ApiClient } from '../client';
import { askedAheadFreshMs, invalidateCalls, useAccountQueries, type QueryKeys } from './query-keys';

/** A report whose views are asked or saved: its section and granularity. */
export type ViewReport = ReportRef & { granularity: Granularity };

/**
 * The query of the user's views of every report. An answer of the last few seconds is not asked again: the one
 * a report page's prefetch asked for while its code loaded (`usePrefetchReportPage`) serves the page.
 */
export function reportViewsQuery(client: ApiClient, queryKeys: QueryKeys) {
  return {
    queryKey: queryKeys.of(reportViewEndpoints.reportViews, {}),
    queryFn: () => client.request(reportViewEndpoints.reportViews, {}),
    staleTime: askedAheadFreshMs,
  };
}

/**
 * The user's named views of a report for the current account (docs/requirements.md#report-views): those
 * saved on it, and those saved before views belonged to one report, which each report of their section
 * offers. The views of every report come in one call, kept for the account, so that a report opened after
 * another starts its rows at once instead of asking for its views first
 * (docs/testing.md#report-navigation-bench).
 */
export function useReportViews(report: ViewReport) {
  const { client, queryKeys } = useAccountQueries();
  const { channel, section, granularity } = report;
  return useQuery({
    ...reportViewsQuery(client, queryKeys),
    select: useCallback(
      (views: ReportView[]) =>
        views.filter(
          (view) =>
            view.channel === channel &&
            view.section === section &&
            (view.granularity === null || view.granularity === granularity),
        ),
      [channel, section, granularity],
    ),
  });
}

/** A view by its id, for a link that names it; none asked while `id` is undefined. */
export function useReportView(id: number | undefined) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(reportViewEndpoints.reportView, { id: id ?? 0 }),
    queryFn: () => client.request(reportViewEndpoints.reportView, { id: id! }),
    enabled: id !== undefined,
    retry: false,
  });
}

export interface SaveReportViewInput {
  /** Left out to create a view. */
  id?: number;
  name: string;
  isDefault?: boolean;
  state: ReportViewState;
}

/** After a change of views: the list and the views opened by id are asked again. */
function useViewsChange<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      invalidateCalls(queryClient, [reportViewEndpoints.reportViews, reportViewEndpoints.reportView]),
  });
}

/** Creates a view of the report, or renames, rewrites or marks default one of the user's own. */
export function useSaveReportView({ granularity, ...report }: ViewReport) {
  const { client } = useAccountQueries();
  return useViewsChange((input: SaveReportViewInput): Promise<ReportView> =>
    client.request(reportViewEndpoints.saveReportView, { report, granularity, ...input }),
  );
}

/** Deletes one of the user's own views. */
export function useDeleteReportView() {
  const { client } = useAccountQueries();
  return useViewsChange((id: number) => client.request(reportViewEndpoints.deleteReportView, { id }));
}
