import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { draftItemCalls, endpoints, type Endpoint, type RequestOf, type SavedId } from '../contract';
import { useApiClient } from './context';
import { invalidateCalls, queryKeys } from './query-keys';

/**
 * The answers a change of a draft or its items can change: the list (names, status, updated time), every
 * draft's detail and every item list.
 */
const draftAnswers: readonly Endpoint[] = [
  endpoints.draftList,
  endpoints.draftDetail,
  ...Object.values(draftItemCalls).map((calls) => calls.list),
];

/** A page of the user's ad drafts; the previous page stays while the next loads. */
export function useDrafts(input: RequestOf<typeof endpoints.draftList>) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.draftList, input),
    queryFn: () => client.requestPage(endpoints.draftList, input),
    placeholderData: keepPreviousData,
  });
}

/** A draft with every item (the editor's data); nothing is asked without an id. */
export function useDraftDetail(id: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.draftDetail, { id: id! }),
    queryFn: () => client.request(endpoints.draftDetail, { id: id! }),
    enabled: id !== undefined,
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
    async (input: RequestOf<typeof endpoints.draftSave>) =>
      (await client.request(endpoints.draftSave, input)).id,
  );
}

/** Copies a draft with every item into a new draft: the new draft's id. */
export function useCopyDraft() {
  const client = useApiClient();
  return useDraftChange(async (id: number) => (await client.request(endpoints.draftCopy, { id })).id);
}

/** Deletes drafts with every item. */
export function useDeleteDrafts() {
  const client = useApiClient();
  return useDraftChange((ids: number[]) => client.request(endpoints.draftDelete, { ids }));
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
  return useDraftChange(async (input: RequestOf<typeof save>) => (await client.request(save, input)).id);
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
    for (const input of inputs) ids.push((await client.request(save, input)).id);
    return ids;
  });
}

/**
 * Deletes an item of a draft; the server refuses a campaign with units (921001) and a unit with keywords or
 * creatives (921002).
 */
export function useDeleteDraftItem(kind: DraftItemKind) {
  const client = useApiClient();
  return useDraftChange((id: number) => client.request(draftItemCalls[kind].delete, { id }));
}
