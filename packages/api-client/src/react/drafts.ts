import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  draftItemCalls,
  draftUploadingStatus,
  draftEndpoints,
  type ImportKindName,
  type SavedId,
} from '../contract/drafts';
import type { Endpoint, RequestOf } from '../contract/endpoint';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';

/**
 * The answers a change of a draft or its items can change: the list (names, status, updated time), every
 * draft's detail and every item list.
 */
const draftAnswers: readonly Endpoint[] = [
  draftEndpoints.draftList,
  draftEndpoints.draftDetail,
  ...Object.values(draftItemCalls).map((calls) => calls.list),
];

/** How often a draft uploading (9) is asked for again, so its progress and outcome show without a reload. */
const uploadPollMs = 1000;
const whileUploading = (uploading: boolean) => (uploading ? uploadPollMs : false);

/**
 * A page of the user's ad drafts; the previous page stays while the next loads, and the page is asked for
 * again while a draft of it uploads.
 */
export function useDrafts(input: RequestOf<typeof draftEndpoints.draftList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(draftEndpoints.draftList, input),
    queryFn: () => client.requestPage(draftEndpoints.draftList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
    refetchInterval: (query) =>
      whileUploading(Boolean(query.state.data?.data.some((draft) => draft.status === draftUploadingStatus))),
  });
}

/**
 * A draft with every item (the editor's data); nothing is asked without an id. While it uploads (9) it is
 * asked for again every second (docs/requirements.md#ad-drafts).
 */
export function useDraftDetail(id: number | undefined) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(draftEndpoints.draftDetail, { id: id! }),
    queryFn: () => client.request(draftEndpoints.draftDetail, { id: id! }),
    enabled: id !== undefined,
    refetchInterval: (query) => whileUploading(query.state.data?.status === draftUploadingStatus),
  });
}

/** Starts the upload of a draft to the provider: the upload's id; the draft answers refresh (now 9). */
export function useUploadDraft() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await client.request(draftEndpoints.draftUpload, { id })).uploadId,
    onSettled: () => invalidateCalls(queryClient, [...draftAnswers, draftEndpoints.draftReportList]),
  });
}

/**
 * Puts a draft ready to upload pending confirmation (2), as its confirm upload step opens
 * (docs/requirements.md#ad-drafts); the draft answers refresh.
 */
export function useConfirmDraft() {
  const client = useApiClient();
  return useDraftChange((id: number) => client.request(draftEndpoints.draftConfirm, { id }));
}

/** A page of the ad report: the uploads of drafts of the user's accounts; the previous page stays. */
export function useUploadReport(input: RequestOf<typeof draftEndpoints.draftReportList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(draftEndpoints.draftReportList, input),
    queryFn: () => client.requestPage(draftEndpoints.draftReportList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
    refetchInterval: (query) =>
      whileUploading(Boolean(query.state.data?.data.some((upload) => upload.status === 'uploading'))),
  });
}

/** One upload of the ad report with its items; nothing is asked without an id. */
export function useUploadDetail(id: number | undefined) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(draftEndpoints.draftReportDetail, { id: id! }),
    queryFn: () => client.request(draftEndpoints.draftReportDetail, { id: id! }),
    enabled: id !== undefined,
    refetchInterval: (query) => whileUploading(query.state.data?.status === 'uploading'),
  });
}

/**
 * A change of drafts or their items, refreshing every draft answer once it is over: a change of several
 * items that stops at a refusal has still made the ones before it.
 */
function useDraftChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => invalidateCalls(queryClient, draftAnswers),
  });
}

/** Creates a draft (without id) or saves its name and account (with id): the draft's id. */
export function useSaveDraft() {
  const client = useApiClient();
  return useDraftChange(
    async (input: RequestOf<typeof draftEndpoints.draftSave>) =>
      (await client.request(draftEndpoints.draftSave, input, { fieldErrorsShown: true })).id,
  );
}

/** Copies a draft with every item into a new draft: the new draft's id. */
export function useCopyDraft() {
  const client = useApiClient();
  return useDraftChange(async (id: number) => (await client.request(draftEndpoints.draftCopy, { id })).id);
}

/** Deletes drafts with every item. */
export function useDeleteDrafts() {
  const client = useApiClient();
  return useDraftChange((ids: number[]) => client.request(draftEndpoints.draftDelete, { ids }));
}

type ItemCalls = typeof draftItemCalls;
type DraftItemKind = keyof ItemCalls;

/** The save call of a kind of item: every one answers the saved item's id. */
const saveCall = <K extends DraftItemKind>(
  kind: K,
): Endpoint<ItemCalls[K]['save']['request'], typeof SavedId> => draftItemCalls[kind].save;

/** Creates (without id) or updates (with id) an item of a draft: its id. */
export function useSaveDraftItem<K extends DraftItemKind>(kind: K) {
  const client = useApiClient();
  const save = saveCall(kind);
  return useDraftChange(
    async (input: RequestOf<typeof save>) =>
      (await client.request(save, input, { fieldErrorsShown: true })).id,
  );
}

/**
 * Creates items of a draft one after another (the keywords of a unit, entered one per line), and refreshes
 * once: their ids, in order. A refusal stops there; the items saved before it stay.
 */
export function useSaveDraftItems<K extends DraftItemKind>(kind: K) {
  const client = useApiClient();
  const save = saveCall(kind);
  return useDraftChange(async (inputs: RequestOf<typeof save>[]) => {
    const ids: number[] = [];
    for (const input of inputs) ids.push((await client.request(save, input, { fieldErrorsShown: true })).id);
    return ids;
  });
}

const importCalls = { keyword: draftEndpoints.keywordImport, creative: draftEndpoints.creativeImport };

/**
 * Imports a unit's keywords or creatives from a filled-in template (docs/requirements.md#ad-drafts): how many
 * rows were kept and the rows refused, each with its row number and reason.
 */
export function useImportDraftItems(kind: ImportKindName) {
  const client = useApiClient();
  return useDraftChange(({ file, ...fields }: { file: File; draftId: number; unitId: number }) =>
    client.upload(importCalls[kind], file, fields),
  );
}

/**
 * Deletes an item of a draft; the server refuses a campaign with units (921001) and a unit with keywords or
 * creatives (921002).
 */
export function useDeleteDraftItem(kind: DraftItemKind) {
  const client = useApiClient();
  return useDraftChange((id: number) => client.request(draftItemCalls[kind].delete, { id }));
}
