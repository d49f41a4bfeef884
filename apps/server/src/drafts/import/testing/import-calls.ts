import { apiBasePath, ErrorEnvelope, type Endpoint } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Posts a file to an import call as the browser does: multipart, field `file` beside draftId and unitId; the
 * answer with its HTTP status.
 */
export async function postImport(
  app: FastifyInstance,
  endpoint: Endpoint,
  target: { draftId: number; unitId: number },
  file: { name: string; data: Buffer },
  options: { token: string; language?: string },
) {
  const form = new FormData();
  form.append('draftId', String(target.draftId));
  form.append('unitId', String(target.unitId));
  form.append('file', new Blob([file.data]), file.name);
  const response = await app.inject({
    method: 'POST',
    url: `${apiBasePath}${endpoint.path}`,
    headers: { token: options.token, 'accept-language': options.language ?? 'en' },
    payload: form,
  });
  return { status: response.statusCode, ...ErrorEnvelope.parse(response.json()) };
}
