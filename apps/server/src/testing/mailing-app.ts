import type { AppOptions } from '../app-options';
import { startMailReceiver } from './mail-receiver';
import { startTestApp } from './test-app';

/**
 * The real server (on the test profile's stores unless `options` say otherwise), mailing through a real SMTP
 * server of the test process (addresses of example.com allowed); `stop` ends both.
 */
export async function startMailingApp(options: Partial<AppOptions> = {}) {
  const receiver = await startMailReceiver();
  const server = await startTestApp({
    sandboxProfile: 'test',
    smtpUrl: receiver.url,
    mailFrom: 'adconsole@example.com',
    mailAllowedDomains: ['example.com'],
    ...options,
  });
  return {
    app: server.app,
    receiver,
    async stop() {
      await server.stop();
      await receiver.close();
    },
  };
}
