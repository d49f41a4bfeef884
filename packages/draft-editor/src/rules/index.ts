export * from './byte-length';
