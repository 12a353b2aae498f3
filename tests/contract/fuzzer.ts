/**
 * The fuzzer: fast-check generates requests for every operation of the OpenAPI document,
 * valid ones (from the schemas) and invalid ones (a field replaced, removed, a hostile path
 * parameter, broken JSON, no anti-forgery header), sends them as a visitor, a student and a
 * teacher, and records every 5xx, every status the document does not list and every body
 * that breaks its schema. The same seed generates the same requests.
 */
import fc from 'fast-check';
import { HttpSession, type SentRequest } from './httpSession';
import { createResponseValidator, listOperations, type OpenApiDocument } from './openApiValidator';
import { asText, hostileValue, invalidValue, validValue, type JsonSchema } from './schemaArbitrary';

export const ROLES = ['visitor', 'student', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

export interface FuzzOptions {
  baseUrl: string;
  seed: number;
  /** Time box in milliseconds. */
  timeLimitMs: number;
  /** A fixed number of requests instead (replays stop at the same point). */
  runs?: number;
  /** Logs each session in; by default, the demo login as the role's demo user. */
  login?: (session: HttpSession, role: Role) => Promise<void>;
}

export interface FuzzReport {
  seed: number;
  operations: number;
  requests: number;
  /** One line per distinct problem (operation, status and first complaint), with an example. */
  failures: string[];
  statuses: Record<string, number>;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface Case {
  role: Role;
  valid: boolean;
  request: SentRequest;
}

/** Ids and codes that exist in the demo data, so valid requests reach past the 404s. */
const KNOWN_CODES = [
  '1',
  '2',
  '3',
  'climate-data',
  'sports-statistics',
  'reading-temperature-data',
];

/**
 * '.' and '..' cannot be sent as a path segment: every URL parser resolves them (and %2E) away,
 * so /api/lessons/./2/ reaches any server as /api/lessons/2/, another operation.
 */
const sendable = (segment: string) => !/^\.{1,2}$/.test(segment);

function pathValue(schema: JsonSchema, resolve: (ref: string) => JsonSchema, valid: boolean) {
  return anyPathValue(schema, resolve, valid).filter(sendable);
}

function anyPathValue(schema: JsonSchema, resolve: (ref: string) => JsonSchema, valid: boolean) {
  if (!valid) return hostileValue.map(asText).filter((s) => s.trim() !== '');
  if (schema.type === 'integer')
    return fc.oneof(fc.integer({ min: 1, max: 8 }), validValue(schema, resolve)).map(asText);
  if (schema.type === 'string' && !schema.enum)
    return fc.oneof(fc.constantFrom(...KNOWN_CODES), validValue(schema, resolve).map(asText));
  return validValue(schema, resolve).map(asText);
}

const CSV_FILES = fc.oneof(
  fc.constantFrom('a,b\n1,2\n3,4\n', 'name,value\n"x, y",1\n', '', 'a\n"unclosed\n'),
  fc.string({ maxLength: 200 }),
);

function bodyArbitrary(
  op: OperationObject,
  resolve: (ref: string) => JsonSchema,
  valid: boolean,
): fc.Arbitrary<Pick<SentRequest, 'json' | 'body' | 'contentType'>> {
  const content = op.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) {
    if (valid) return validValue(json.schema, resolve).map((value) => ({ json: value }));
    return fc.oneof(
      invalidValue(json.schema, resolve).map((value) => ({ json: value })),
      fc.constantFrom('{', '{"a":', 'null', '[]', '"text"').map((text) => ({
        body: text,
        contentType: 'application/json',
      })),
    );
  }
  const form = content['multipart/form-data'];
  if (!form) return fc.constant({});
  const properties = (form.schema.properties ?? {}) as Record<string, JsonSchema>;
  const fields: Record<string, fc.Arbitrary<string>> = {};
  for (const [name, schema] of Object.entries(properties)) {
    fields[name] =
      schema.contentMediaType === 'text/csv'
        ? CSV_FILES
        : valid
          ? validValue(schema, resolve).map(asText)
          : hostileValue.map(asText);
  }
  return fc.record(fields, { requiredKeys: [] }).map((values) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue;
      if (properties[name]?.contentMediaType === 'text/csv')
        data.set(name, new Blob([value], { type: 'text/csv' }), 'upload.csv');
      else data.set(name, value);
    }
    return { body: data };
  });
}

function caseArbitrary(
  method: string,
  template: string,
  op: OperationObject,
  resolve: (ref: string) => JsonSchema,
): fc.Arbitrary<Case> {
  const parameters = op.parameters ?? [];
  const build = (valid: boolean) => {
    const pathParams: Record<string, fc.Arbitrary<string>> = {};
    const queryParams: Record<string, fc.Arbitrary<string>> = {};
    for (const p of parameters) {
      if (p.in === 'path') pathParams[p.name] = pathValue(p.schema, resolve, valid);
      else
        queryParams[p.name] = valid
          ? validValue(p.schema, resolve).map(asText)
          : hostileValue.map(asText);
    }
    const requiredQuery = parameters
      .filter((p) => p.in === 'query' && (p.required ?? false) && valid)
      .map((p) => p.name);
    return fc
      .record({
        role: fc.constantFrom(...ROLES),
        path: fc.record(pathParams),
        query: fc.record(queryParams, { requiredKeys: requiredQuery }),
        body: bodyArbitrary(op, resolve, valid),
        csrf: valid ? fc.constant(true) : fc.boolean(),
        foreign: valid ? fc.constant(false) : fc.boolean(),
      })
      .map(({ role, path, query, body, csrf, foreign }) => {
        const concrete = template.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(path[name] ?? ''),
        );
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const request: SentRequest = {
          method,
          path: search ? `${concrete}?${search}` : concrete,
          csrf,
          ...(foreign ? { origin: 'https://elsewhere.example' } : {}),
          ...body,
        };
        return { role, valid, request };
      });
  };
  return fc.oneof(build(true), build(false));
}

function describeBody(request: SentRequest): string {
  if (request.json !== undefined) return JSON.stringify(request.json).slice(0, 200);
  if (typeof request.body === 'string') return request.body.slice(0, 200);
  if (request.body instanceof FormData) return `form(${[...request.body.keys()].join(', ')})`;
  return '';
}

export async function runFuzzer(doc: OpenApiDocument, options: FuzzOptions): Promise<FuzzReport> {
  const validator = createResponseValidator(doc);
  const resolve = (ref: string): JsonSchema => {
    const name = ref.replace('#/components/schemas/', '');
    return (doc.components?.schemas?.[name] ?? {}) as JsonSchema;
  };
  const operations = listOperations(doc);
  const sessions = new Map<Role, HttpSession>();
  for (const role of ROLES) {
    const session = new HttpSession(options.baseUrl);
    if (role !== 'visitor')
      await (options.login ?? ((s, r) => s.loginAsDemoUser(r)))(session, role);
    sessions.set(role, session);
  }
  const arbitrary = fc.oneof(
    ...operations.map(([method, template]) =>
      caseArbitrary(
        method,
        template,
        doc.paths[template]?.[method.toLowerCase()] as OperationObject,
        resolve,
      ),
    ),
  );
  const failures = new Map<string, string>();
  const statuses: Record<string, number> = {};
  let requests = 0;
  await fc.check(
    fc.asyncProperty(arbitrary, async ({ role, valid, request }) => {
      const session = sessions.get(role) as HttpSession;
      const answer = await session.send(request);
      requests += 1;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const problems = validator.check(
        request.method,
        request.path,
        answer.status,
        answer.contentType,
        answer.body,
      );
      if (answer.status >= 500) problems.unshift(`${answer.status}: ${answer.text}`);
      if (problems.length > 0) {
        const template = validator.templateOf(request.method, request.path) ?? request.path;
        // One entry per operation, status and kind of complaint (the concrete path varies).
        const complaint = (problems[0] ?? '').replace(/^.*? → \d+: /, '');
        const key = `${request.method} ${template} ${answer.status} ${complaint}`;
        if (!failures.has(key))
          failures.set(
            key,
            `${problems.join('; ')}\n    as ${role} (${valid ? 'valid' : 'invalid'} request) body: ${describeBody(request)}\n    answer: ${answer.text.slice(0, 200)}`,
          );
      }
      return true;
    }),
    {
      seed: options.seed,
      numRuns: options.runs ?? Number.MAX_SAFE_INTEGER,
      ...(options.runs ? {} : { interruptAfterTimeLimit: options.timeLimitMs }),
      markInterruptAsFailure: false,
    },
  );
  return {
    seed: options.seed,
    operations: operations.length,
    requests,
    failures: [...failures.values()],
    statuses,
  };
}
