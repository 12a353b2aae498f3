/**
 * Checks one HTTP response against the OpenAPI document (docs/openapi.json): that the document
 * has an operation for the method and concrete path, lists the status, and that a JSON body
 * matches the schema of that status. Used by the fuzzer, the browser journeys and the backend
 * conformance suite, so a server is held to the same contract however it is exercised.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.1 document this module reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface OpenApiOperation {
  operationId?: string;
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

export interface ResponseValidator {
  /**
   * The problems with one response, [] when it holds. `path` is the concrete path (a query
   * string is ignored); `contentType` is the response's Content-Type header ('' for none);
   * `body` is the parsed JSON body, or undefined when it was not JSON or empty.
   */
  check(method: string, path: string, status: number, contentType: string, body: unknown): string[];
  /** The path template (a key of `paths`) a concrete path and method answer to, if any. */
  templateOf(method: string, path: string): string | undefined;
}

/**
 * Pass as `body` when the body was deliberately not read (too large to copy): the operation,
 * status and content type are still checked.
 */
export const BODY_NOT_READ = Symbol('body not read');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Route {
  template: string;
  pattern: RegExp;
  /** Literal characters: the most specific template wins (/api/datasets/{code}/table/ over /api/{appType}/...). */
  literalLength: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/api/lessons/{id}/` matches `/api/lessons/7/` and `/api/lessons/7` (the server is not strict about the slash). */
function routeOf(template: string): Route {
  const parts = template.replace(/\/$/, '').split(/(\{[^}]+\})/);
  const source = parts
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  const literalLength = parts
    .filter((part) => !/^\{[^}]+\}$/.test(part))
    .join('')
    .replace(/\//g, '').length;
  return { template, pattern: new RegExp(`^${source}/?$`), literalLength };
}

function isOperation(value: unknown): value is OpenApiOperation {
  return typeof value === 'object' && value !== null && 'responses' in value;
}

/** Media type without parameters, lower case: 'application/json; charset=UTF-8' → 'application/json'. */
function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function createResponseValidator(doc: OpenApiDocument): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // Response schemas may refer to #/components/schemas/...; one schema holding them resolves it.
  ajv.addSchema({ $id: 'openapi.json', components: doc.components ?? {} });
  const routes = Object.keys(doc.paths)
    .map(routeOf)
    .sort((a, b) => b.literalLength - a.literalLength);
  const compiled = new Map<string, ValidateFunction>();

  function templateOf(method: string, path: string): string | undefined {
    const bare = (path.split('?')[0] ?? '').split('#')[0] ?? '';
    const lower = method.toLowerCase();
    return routes.find(
      (route) => route.pattern.test(bare) && isOperation(doc.paths[route.template]?.[lower]),
    )?.template;
  }

  function validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = compiled.get(key);
    if (!validate) {
      // Local refs (#/components/...) are rewritten to the schema that holds the components.
      const text = JSON.stringify(schema).replace(
        /"#\/components\//g,
        '"openapi.json#/components/',
      );
      validate = ajv.compile(JSON.parse(text) as object);
      compiled.set(key, validate);
    }
    return validate;
  }

  function check(
    method: string,
    path: string,
    status: number,
    contentType: string,
    body: unknown,
  ): string[] {
    const shown = path.length > 120 ? `${path.slice(0, 120)}…` : path;
    const where = `${method.toUpperCase()} ${shown} → ${status}`;
    const template = templateOf(method, path);
    if (!template) return [`${where}: no operation in the document`];
    const operation = doc.paths[template]?.[method.toLowerCase()] as OpenApiOperation;
    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response) {
      const listed = Object.keys(operation.responses).join(', ');
      return [`${where}: status not listed for ${template} (lists ${listed})`];
    }
    const type = mediaType(contentType);
    const content = response.content;
    if (!content || Object.keys(content).length === 0) {
      return body === undefined || body === BODY_NOT_READ || body === null || body === ''
        ? []
        : [`${where}: the document lists no body, got ${type || 'one'}`];
    }
    const media = content[type];
    if (!media)
      return [
        `${where}: content type ${type || '(none)'} not listed (lists ${Object.keys(content).join(', ')})`,
      ];
    if (type !== 'application/json' || media.schema === undefined || body === BODY_NOT_READ)
      return [];
    const validate = validatorFor(`${template} ${method} ${status}`, media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((error) => {
      const at = error.instancePath || '(body)';
      return `${where}: ${at} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`;
    });
  }

  return { check, templateOf };
}

/** Lists the operations of a document: [method, template] pairs, methods upper case. */
export function listOperations(doc: OpenApiDocument): [string, string][] {
  const out: [string, string][] = [];
  for (const [template, item] of Object.entries(doc.paths))
    for (const method of METHODS)
      if (isOperation(item[method])) out.push([method.toUpperCase(), template]);
  return out;
}
