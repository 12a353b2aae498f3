/**
 * Turns the operations table into an OpenAPI 3.1 document. Schemas are converted from the
 * valibot schemas with @valibot/to-json-schema (their input side: what is sent over the wire);
 * a schema the converter cannot express makes the build fail rather than the document lie.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { ErrorBodySchema } from '../schemas/common';
import { DatasetTableSchema } from '../schemas/datasetTable';
import { DataRowSchema } from '../schemas/lessonStep';
import { CSV_UPLOAD_LIMITS_TEXT, REQUEST_BODY_MAX_BYTES } from './limits';
import { isUnsafe, type AnySchema, type Operation, type ResponseSpec } from './operation';

type Json = Record<string, unknown>;

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

function convert(schema: AnySchema): Json {
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    // A custom check (e.g. "at least one key") has no JSON Schema form, and trim only tidies
    // what is sent; the description or
    // docs/api.md states it, and the server still enforces it.
    ignoreActions: ['check', 'trim'],
    // The table's rows are checked in one plain loop (100,000 cases); their shape is this.
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema === DatasetTableSchema.entries.rows
        ? convert(v.array(DataRowSchema))
        : undefined,
  }) as Json;
  delete converted.$schema;
  return converted;
}

/** The error body is one named schema; everything else is inlined where it is used. */
function jsonSchema(schema: AnySchema): Json {
  return schema === ErrorBodySchema ? ERROR_REF : convert(schema);
}

function response(spec: ResponseSpec): Json {
  if (spec.mediaType) {
    return {
      description: spec.description,
      content: { [spec.mediaType]: { schema: { type: 'string' } } },
    };
  }
  if (!spec.schema) return { description: spec.description };
  return {
    description: spec.description,
    content: { 'application/json': { schema: jsonSchema(spec.schema) } },
  };
}

/** The statuses every operation of a kind may answer, added where the table does not list them. */
function impliedResponses(op: Operation): Record<number, ResponseSpec> {
  const implied: Record<number, ResponseSpec> = {};
  const refusals: string[] = [];
  if (op.caller === 'user') refusals.push('a visitor (not logged in)');
  if (isUnsafe(op.method))
    refusals.push(`a missing or wrong ${CSRF_HEADER} header, or an Origin of another site`);
  if (refusals.length > 0)
    implied[403] = { description: `Refused: ${refusals.join('; ')}.`, schema: ErrorBodySchema };
  const ids = Object.values(op.pathParams ?? {}).some((spec) => spec.id);
  if (ids || op.query)
    implied[400] = {
      description: 'A path or query parameter is invalid.',
      schema: ErrorBodySchema,
    };
  if (op.body) {
    implied[400] = { description: 'The body is malformed or invalid.', schema: ErrorBodySchema };
    implied[413] = {
      description: `The body is over ${REQUEST_BODY_MAX_BYTES / 1024 / 1024} MB.`,
      schema: ErrorBodySchema,
    };
  }
  return implied;
}

function security(op: Operation): Json[] {
  const csrf = isUnsafe(op.method) ? { csrfCookie: [], csrfHeader: [] } : {};
  const session = { sessionCookie: [], ...csrf };
  return op.caller === 'user' ? [session] : [csrf, session];
}

function parameters(op: Operation): Json[] {
  const path = Object.entries(op.pathParams ?? {}).map(([name, spec]) => ({
    name,
    in: 'path',
    required: true,
    description: spec.description,
    schema: jsonSchema(spec.schema),
  }));
  const query = Object.entries(op.query ?? {}).map(([name, spec]) => ({
    name,
    in: 'query',
    required: spec.required ?? true,
    description: spec.description,
    schema: jsonSchema(spec.schema),
  }));
  return [...path, ...query];
}

function requestBody(op: Operation): Json | undefined {
  const body = op.body;
  if (!body) return undefined;
  const schema = jsonSchema(body.schema);
  if (body.kind === 'json') {
    return { required: true, content: { 'application/json': { schema } } };
  }
  const properties = { ...(schema.properties as Json | undefined) };
  for (const name of body.files ?? [])
    properties[name] = {
      type: 'string',
      contentMediaType: 'text/csv',
      description: 'A file part.',
    };
  const formSchema = { ...schema, properties };
  const content: Json = { 'multipart/form-data': { schema: formSchema } };
  if (!body.files) content['application/x-www-form-urlencoded'] = { schema: formSchema };
  return { required: true, description: body.description, content };
}

function operationObject(op: Operation): Json {
  const responses: Json = {};
  const all = { ...impliedResponses(op), ...op.responses };
  for (const status of Object.keys(all)
    .map(Number)
    .sort((a, b) => a - b)) {
    const spec = all[status];
    if (spec) responses[String(status)] = response(spec);
  }
  const body = requestBody(op);
  const params = parameters(op);
  return {
    operationId: op.id,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: security(op),
  };
}

export interface DocumentInfo {
  version: string;
  /** A description per tag. */
  tags: Record<string, string>;
}

const DESCRIPTION = `The API the course, lesson and dataset widgets call. Every schema here is converted from
the valibot schemas the widgets validate responses with and the development server validates
requests with; docs/api.md explains the rules behind each call.

Errors are answered with \`{"detail": "..."}\` (Django REST framework's body) unless an
operation lists another. Unsafe methods need the \`${CSRF_HEADER}\` header equal to the
\`${CSRF_COOKIE}\` cookie (which GET /api/app_config/ and GET /api/whoami/ set), and an Origin,
when sent, of this site. Paths are given as the widgets send them; the development server also
answers them without the trailing slash.

Limits: request bodies at most ${REQUEST_BODY_MAX_BYTES / 1024 / 1024} MB; CSV uploads: ${CSV_UPLOAD_LIMITS_TEXT}`;

export function buildOpenApi(operations: readonly Operation[], info: DocumentInfo): Json {
  const paths: Record<string, Json> = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    const method = op.method.toLowerCase();
    if (item[method]) throw new Error(`Two operations for ${op.method} ${op.path}`);
    item[method] = operationObject(op);
  }
  const tags = [...new Set(operations.map((op) => op.tag))].map((name) => ({
    name,
    description: info.tags[name] ?? name,
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courses widgets API',
      version: info.version,
      description: DESCRIPTION,
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: '/', description: 'The site that serves the widgets' }],
    tags,
    paths,
    components: {
      schemas: { ErrorBody: convert(ErrorBodySchema) },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The login session.',
        },
        csrfCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: CSRF_COOKIE,
          description: 'The anti-forgery token.',
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: `The ${CSRF_COOKIE} cookie's value, on every unsafe request.`,
        },
      },
    },
  };
}
