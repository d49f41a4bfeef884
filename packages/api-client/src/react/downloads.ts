import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadEndpoints, type DownloadRecord } from '../contract/downloads';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** How often the download records are asked again while an export is still being written. */
export const refreshWhileBusyMs = 2000;

/** Whether an export of the records is still being written (pending or processing). */
export const isBusy = (records: readonly DownloadRecord[] | undefined) =>
  records?.some((r) => r.status === 'pending' || r.status === 'processing') ?? false;

/** A page of the user's download records, refreshing itself while any of them is pending or processing. */
export function useDownloadRecords(page: { number: number; size: number }) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(downloadEndpoints.downloadList, { page }),
    queryFn: () => client.requestPage(downloadEndpoints.downloadList, { page }),
    placeholderData: queryKeys.keepPreviousAnswer,
    refetchInterval: (query) => (isBusy(query.state.data?.data) ? refreshWhileBusyMs : false),
  });
}

export function useDeleteDownload() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.request(downloadEndpoints.deleteDownload, { id }),
    onSuccess: () => invalidateCalls(queryClient, [downloadEndpoints.downloadList]),
  });
}

/** Downloads an export file by its download record id: the blob and the name to save it as. */
export function useDownload() {
  const client = useApiClient();
  return useMutation({ mutationFn: (id: number) => client.download(downloadEndpoints.download, { id }) });
}
