export * from './contract';
export * from './client';
export * from './hooks';
export * from './hooks/account-summary';
