import { userEndpoints } from './user';

export * from './codes';
export * from './endpoint';
export * from './envelope';
export * from './password';
export * from './reports';
export * from './routes';
export * from './user';

/** Every call of the API, by name: the server registers them and the client calls them from here. */
export const endpoints = {
  ...userEndpoints,
};
export type EndpointName = keyof typeof endpoints;
