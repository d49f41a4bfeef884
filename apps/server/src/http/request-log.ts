/**
 * Secrets in a query string never reach the log (docs/hardening.md#secrets-in-the-log): a download link's
 * `?token=`, a WeCom robot's `?key=`, a DingTalk robot's `?access_token=`, an OAuth `code`, a password. Every
 * line is scrubbed as it is written, whoever wrote it: the request log, an error's URL, a delivery's note.
 */
const secretParameter =
  /([?&;](?:[\w.-]*?)(?:token|key|code|password|passwd|secret|sign|signature))=[^&\s"#\\]*/gi;

/** A log line with the value of every secret-named query parameter replaced. */
export const redactSecrets = (line: string) => secretParameter[Symbol.replace](line, '$1=[redacted]');

/** Where the server logs, or nothing. */
export type LogOption = boolean | { stream: NodeJS.WritableStream; level?: string };

/** Fastify's logger option for a log whose every line is scrubbed before it is written. */
export function redactedLogger(logger: LogOption | undefined) {
  if (!logger) return false;
  const { stream, level } = logger === true ? { stream: process.stdout, level: 'info' } : logger;
  return {
    level: level ?? 'info',
    stream: { write: (line: string) => stream.write(redactSecrets(line)) },
  };
}
