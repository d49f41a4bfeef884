import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Services } from './services';

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the console’s <ServicesContext.Provider>');
  return services;
}

type Readable<T> = { subscribe(listener: () => void): () => void; get(): T };

/** The current value of one of the console's stores, re-rendering on change. */
export function useStore<T>(store: Readable<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export const useSettings = () => {
  const { settings } = useServices();
  return [useStore(settings), settings] as const;
};

export const useTags = () => {
  const { tags } = useServices();
  return [useStore(tags), tags] as const;
};

export const useCurrentAccount = () => {
  const { account } = useServices();
  return [useStore(account), account] as const;
};
