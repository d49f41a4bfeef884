/**
 * A small list that code outside React adds to and React reads with useSyncExternalStore: the toast API is
 * called from the API client's error hook, and confirm() from plain event handlers.
 */
export interface ListStore<T extends { id: number }> {
  subscribe(listener: () => void): () => void;
  snapshot(): readonly T[];
  add(item: Omit<T, 'id'>): number;
  remove(id: number): T | undefined;
  clear(): void;
}

export function createListStore<T extends { id: number }>(): ListStore<T> {
  let items: readonly T[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly T[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => items,
    add(item) {
      const id = nextId++;
      set([...items, { ...item, id } as T]);
      return id;
    },
    remove(id) {
      const found = items.find((item) => item.id === id);
      if (found) set(items.filter((item) => item.id !== id));
      return found;
    },
    clear: () => set([]),
  };
}
