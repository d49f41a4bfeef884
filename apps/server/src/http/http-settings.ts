import { commaList, isProxyAddress, setting, wholeNumber } from '../settings/setting';

export const defaultRequestTimeoutMs = 30_000;

/** How long a request may take to arrive (docs/hardening.md#input-limits). */
export const requestTimeoutSettings = {
  REQUEST_TIMEOUT_MS: setting({
    description: 'how long a request may take to arrive in full; 408 after that',
    default: String(defaultRequestTimeoutMs),
    parse: wholeNumber('milliseconds'),
  }),
};

/** Whose `X-Forwarded-For` names the client (docs/operations.md#two-processes-behind-a-proxy). */
export const proxySettings = {
  TRUST_PROXY: setting({
    description:
      'the addresses of the proxies in front of the server (`127.0.0.1,10.0.0.0/8`, or `loopback`): a request ' +
      'through one of them comes from the address its `X-Forwarded-For` names',
    details:
      'Unset, a request comes from the address that connected: behind a proxy, every user would share its ' +
      'login, captcha and write limits (docs/operations.md#two-processes-behind-a-proxy).',
    default: 'unset: none',
    parse: commaList(isProxyAddress, 'addresses, address/prefix ranges or loopback,'),
  }),
};
