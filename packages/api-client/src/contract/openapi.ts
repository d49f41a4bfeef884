import { z } from 'zod';
import { apiBasePath, type Endpoint } from './endpoint';
import { PageResponse } from './pagination';

type JsonSchema = Record<string, unknown>;

/**
 * A schema as JSON Schema inside an OpenAPI document: definitions zod puts under `$defs` (recursive
 * schemas such as RouteItem) move to the document's components, and their references follow.
 */
function toSchema(schema: z.core.$ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>) {
  const {
    $defs,
    $schema: _dialect,
    ...json
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const relocate = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
    components[name] = relocate(definition);
  }
  return relocate(json);
}

function requestBody(endpoint: Endpoint, components: Record<string, JsonSchema>) {
  const schema = toSchema(endpoint.request, 'input', components);
  if (endpoint.transfer === 'upload') {
    const properties = { file: { type: 'string', format: 'binary' }, ...(schema.properties as object) };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...schema, properties, required: ['file'] } } },
    };
  }
  return { required: true, content: { 'application/json': { schema } } };
}

function success(endpoint: Endpoint, components: Record<string, JsonSchema>) {
  if (endpoint.transfer === 'download') {
    return {
      description: 'The file; its name in content-disposition (filename and filename* in UTF-8).',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  const envelope = z.object({
    code: z.literal(200),
    msg: z.string(),
    data: endpoint.response,
    page: z.optional(PageResponse),
  });
  return {
    description: 'The envelope with code 200; errors answer the same envelope with their code.',
    content: { 'application/json': { schema: toSchema(envelope, 'output', components) } },
  };
}

/** The OpenAPI 3.1 document of a list of endpoints: what the server serves at `/base-api/openapi.json`. */
export function openApiDocument(endpoints: readonly Endpoint[], version: string) {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const operation = {
      summary: endpoint.summary,
      security: endpoint.auth
        ? [{ token: [] }, ...(endpoint.transfer === 'json' ? [] : [{ bearer: [] }])]
        : [],
      'x-account-scoped': endpoint.accountScoped,
      // What the server checks (docs/hardening.md#permission-enforcement): the permission the caller
      // needs, and whether the call writes.
      ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
      'x-write': endpoint.write,
      ...(endpoint.method === 'GET' ? {} : { requestBody: requestBody(endpoint, components) }),
      responses: { '200': success(endpoint, components) },
    };
    paths[`${apiBasePath}${endpoint.path}`] = {
      ...paths[`${apiBasePath}${endpoint.path}`],
      [endpoint.method.toLowerCase()]: operation,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'adconsole API',
      version,
      description:
        'Every answer is the envelope { code, msg, data, page? }. Account-scoped calls carry accountId in the ' +
        'body (or query.accountId); an account that is not the session user’s answers 403.',
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
