export { ApiProvider } from './context';
export * from './query-keys';
export * from './session';
export * from './accounts';
export * from './messages';
export * from './notices';
export * from './downloads';
export * from './reports';
export * from './drafts';
