import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../contract/endpoint';
import { reportFieldEndpoints } from '../contract/reports/report-fields';
import { reportListEndpoints } from '../contract/reports/report-list';
import { calculatedColumnEndpoints, type SaveCalculatedColumn } from '../contract/reports/calculated-column';
import { useApiClient } from './context';
import type { ApiClient } from '../client';
import { askedAheadFreshMs, invalidateCalls, useAccountQueries, type QueryKeys } from './query-keys';

/**
 * What a change of a metric changes (docs/requirements.md#calculated-columns): the metric list, the columns each
 * report offers (a metric is one of them), and every report's rows, which may hold its column.
 */
const metricChanges: readonly Endpoint[] = [
  calculatedColumnEndpoints.calculatedColumnList,
  reportFieldEndpoints.customReportFields,
  ...Object.values(reportListEndpoints),
];

/**
 * The query of the user's own calculated metrics and those shared with everyone: asked for by a report page's
 * prefetch too, whose answer of the last few seconds the page takes (docs/architecture.md#early-calls).
 */
export function calculatedColumnsQuery(client: ApiClient, queryKeys: QueryKeys) {
  return {
    queryKey: queryKeys.of(calculatedColumnEndpoints.calculatedColumnList, {}),
    queryFn: () => client.request(calculatedColumnEndpoints.calculatedColumnList, {}),
    staleTime: askedAheadFreshMs,
  };
}

/** The user's own calculated metrics and those shared with everyone, by name. */
export function useCalculatedColumns() {
  const { client, queryKeys } = useAccountQueries();
  return useQuery(calculatedColumnsQuery(client, queryKeys));
}

/** A change of a metric that refreshes what shows it once done. */
function useMetricChange<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => invalidateCalls(queryClient, metricChanges) });
}

/** Creates a metric or changes one of the user's own; answers the metric as saved. */
export function useSaveCalculatedColumn() {
  const client = useApiClient();
  return useMetricChange((metric: SaveCalculatedColumn) =>
    // A refusal naming fields (a formula's position, a name taken) is shown beside them by the form.
    client.request(calculatedColumnEndpoints.calculatedColumnSave, metric, { fieldErrorsShown: true }),
  );
}

/** Deletes one of the user's own metrics; one that a view or a scheduled report uses is refused. */
export function useDeleteCalculatedColumn() {
  const client = useApiClient();
  return useMetricChange((id: number) =>
    client.request(calculatedColumnEndpoints.calculatedColumnDelete, { id }),
  );
}
