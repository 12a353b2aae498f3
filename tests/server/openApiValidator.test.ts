/** The response validator the fuzzer, the browser journeys and the conformance suite share. */
import { describe, expect, it } from 'vitest';
import {
  BODY_NOT_READ,
  createResponseValidator,
  listOperations,
} from '../contract/openApiValidator';

const doc = {
  openapi: '3.1.0',
  paths: {
    '/api/things/{id}/': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { size: { $ref: '#/components/schemas/Size' } },
                  required: ['size'],
                },
              },
            },
          },
          '204': { description: 'Nothing yet.' },
        },
      },
    },
    '/api/things/{id}/audio/': {
      get: { responses: { '200': { content: { 'audio/wav': { schema: { type: 'string' } } } } } },
    },
  },
  components: { schemas: { Size: { type: 'integer', minimum: 1 } } },
};

describe('createResponseValidator', () => {
  const validator = createResponseValidator(doc);

  it('accepts a listed status whose body matches, with or without the trailing slash', () => {
    expect(
      validator.check('GET', '/api/things/7/', 200, 'application/json; charset=UTF-8', { size: 3 }),
    ).toEqual([]);
    expect(
      validator.check('get', '/api/things/7?x=1', 200, 'application/json', { size: 3 }),
    ).toEqual([]);
    expect(validator.check('GET', '/api/things/7/', 204, '', undefined)).toEqual([]);
    expect(validator.check('GET', '/api/things/7/audio/', 200, 'audio/wav', undefined)).toEqual([]);
  });

  it('names a body that breaks its schema (through a component reference)', () => {
    const problems = validator.check('GET', '/api/things/7/', 200, 'application/json', { size: 0 });
    expect(problems).toEqual([expect.stringContaining('/size must be >= 1')]);
    expect(validator.check('GET', '/api/things/7/', 200, 'application/json', {})).toEqual([
      expect.stringContaining("must have required property 'size'"),
    ]);
  });

  it('names an unlisted status, content type, method or path', () => {
    expect(validator.check('GET', '/api/things/7/', 500, 'application/json', {})).toEqual([
      expect.stringContaining('status not listed'),
    ]);
    expect(validator.check('GET', '/api/things/7/', 200, 'text/html', '<p>')).toEqual([
      expect.stringContaining('content type text/html not listed'),
    ]);
    expect(validator.check('POST', '/api/things/7/', 200, 'application/json', {})).toEqual([
      expect.stringContaining('no operation'),
    ]);
    expect(validator.check('GET', '/api/other/', 200, 'application/json', {})).toEqual([
      expect.stringContaining('no operation'),
    ]);
    expect(validator.check('GET', '/api/things/7/', 204, 'application/json', { a: 1 })).toEqual([
      expect.stringContaining('lists no body'),
    ]);
  });

  it('checks status and type only when the body was not read', () => {
    expect(
      validator.check('GET', '/api/things/7/', 200, 'application/json', BODY_NOT_READ),
    ).toEqual([]);
    expect(
      validator.check('GET', '/api/things/7/', 201, 'application/json', BODY_NOT_READ),
    ).toHaveLength(1);
  });

  it('matches the most specific template and lists the operations', () => {
    expect(validator.templateOf('GET', '/api/things/audio/audio/')).toBe('/api/things/{id}/audio/');
    expect(listOperations(doc)).toEqual([
      ['GET', '/api/things/{id}/'],
      ['GET', '/api/things/{id}/audio/'],
    ]);
  });
});
