import { commaList, isHostAndPort, setting } from '../settings/setting';

/** The internal hosts the outbound guard lets through (docs/operations.md#the-outbound-guard). */
export const outboundSettings = {
  OUTBOUND_ALLOW_HOSTS: setting({
    description: '`host:port,…` outbound calls may reach although they are internal addresses',
    default: 'none',
    // Host names answer in any case; the guard compares them as URLs write them, in lower case.
    parse: (value: string | undefined) =>
      commaList(isHostAndPort, 'host:port entries')(value).map((host) => host.toLowerCase()),
  }),
};
