import { createStore } from '../lib/store';
import {
  addTag,
  afterClosing,
  closeAllTags,
  closeOtherTags,
  closeTag,
  VisitedTags,
  withAffixTags,
  type TabLocation,
  type VisitedTag,
} from './visited-tags';

/**
 * Where the open tabs are kept: per browser tab, so they survive a refresh of it
 * (docs/requirements.md#layout-and-navigation).
 */
export const tagsStorageKey = 'tagsView';

function restore(storage: Storage): VisitedTag[] {
  try {
    const parsed = VisitedTags.safeParse(JSON.parse(storage.getItem(tagsStorageKey) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The open tabs, persisted on every change. Each close answers where to go next, if anywhere. */
export function createTagsStore(storage: Storage = sessionStorage) {
  const store = createStore<VisitedTag[]>(restore(storage));
  store.subscribe(() => storage.setItem(tagsStorageKey, JSON.stringify(store.get())));
  const closing = (next: VisitedTag[], active: TabLocation) => {
    store.set(next);
    return afterClosing(next, active);
  };
  return {
    subscribe: store.subscribe,
    get: store.get,
    visit: (tag: VisitedTag) => store.set(addTag(store.get(), tag)),
    pin: (affix: readonly VisitedTag[]) => store.set(withAffixTags(store.get(), affix)),
    close: (key: string, active: TabLocation) => closing(closeTag(store.get(), key), active),
    closeOthers: (key: string, active: TabLocation) => closing(closeOtherTags(store.get(), key), active),
    closeAll: (active: TabLocation) => closing(closeAllTags(store.get()), active),
    /** Logging out closes every tab (docs/requirements.md#login-and-sessions). */
    clear: () => {
      store.set([]);
      storage.removeItem(tagsStorageKey);
    },
  };
}

export type TagsStore = ReturnType<typeof createTagsStore>;
