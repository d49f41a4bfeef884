import { startMailReceiver } from './mail-receiver';
import { startTestApp } from './test-app';

/**
 * The real server on the test profile's stores, mailing through a real SMTP server of the test process
 * (addresses of example.com allowed), at the clock `now` reads; `stop` ends both.
 */
export async function startMailingApp(now: () => number) {
  const receiver = await startMailReceiver();
  const server = await startTestApp({
    now,
    sandboxProfile: 'test',
    smtpUrl: receiver.url,
    mailFrom: 'adconsole@example.com',
    mailAllowedDomains: ['example.com'],
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
