/**
 * The conformance suite against a fresh development server, over HTTP: every rule holds, and
 * every response to an operation of docs/openapi.json matches it. A server that breaks a rule
 * is reported, so a hold here means something.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT, loadResponseCheck } from './apiDocument';
import { DEMO_DATA } from './data';
import { startDevServer, type RunningServer } from './devServer';
import { ALL_RULES } from './rules/index';
import { formatResult, formatSummary, runRules, selectRules } from './runner';
import { DEMO_USERS } from './users';

describe('the development server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startDevServer();
  });
  afterAll(() => server.stop());

  it('holds every rule of the suite', async () => {
    const results = await runRules(ALL_RULES, {
      sites: server.sites,
      logins: DEMO_USERS,
      data: DEMO_DATA,
      responseCheck: loadResponseCheck(DEFAULT_DOCUMENT),
    });
    console.log([...results.map(formatResult), formatSummary(results)].join('\n'));
    expect(results.filter((r) => r.outcome !== 'held').map(formatResult)).toEqual([]);
    expect(results).toHaveLength(ALL_RULES.length);
  });

  it('skips the rules of a role the users file lacks, and the partner rules without a partner site', async () => {
    const { staff: _staff, ...withoutStaff } = DEMO_USERS;
    const results = await runRules(
      selectRules(ALL_RULES, ['builder-main-staff', 'builder-partner-student']),
      {
        sites: { base: server.sites.base, partner: null },
        logins: withoutStaff,
        data: DEMO_DATA,
      },
    );
    expect(results.map((r) => [r.rule.id, r.outcome, r.detail])).toEqual([
      ['builder-partner-student', 'skipped', 'no partner site (--partner)'],
      ['builder-main-staff', 'skipped', 'the users file has no staff'],
    ]);
  });
});

describe('a server that breaks a rule', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Opens the builder to every teacher: the spec's rule for the product is broken.
    server = await startDevServer({ contentBuilderRequiresSubscription: false });
  });
  afterAll(() => server.stop());

  it('is reported failed, with what was seen', async () => {
    const [result] = await runRules(selectRules(ALL_RULES, ['builder-main-teacher']), {
      sites: server.sites,
      logins: DEMO_USERS,
      data: DEMO_DATA,
    });
    expect(result?.outcome).toBe('failed');
    expect(result?.detail).toMatch(
      /^GET \/api\/content-builder\/activity\/: expected 403, got 200 /,
    );
  });

  it('fails the rule whose response breaks the API document', async () => {
    const [result] = await runRules(selectRules(ALL_RULES, ['whoami-visitor']), {
      sites: server.sites,
      logins: DEMO_USERS,
      data: DEMO_DATA,
      responseCheck: ({ path }) => (path === '/api/whoami/' ? ['status 200 is not listed'] : []),
    });
    expect(result?.outcome).toBe('failed');
    expect(result?.detail).toBe(
      'response breaks the API document: GET /api/whoami/ 200: status 200 is not listed',
    );
  });
});
