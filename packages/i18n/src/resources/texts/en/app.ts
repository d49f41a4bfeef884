/** The application itself. */
export const app = {
  name: 'adconsole',
  loading: 'Loading…',
};
