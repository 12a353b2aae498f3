/**
 * The backend conformance suite, from outside and over HTTP only:
 *
 *   npm run conformance -- --base URL [--partner URL] [--users FILE] [--data FILE]
 *                          [--only ID,...] [--openapi FILE | --no-openapi]
 *
 * Prints one line per rule (held, FAILED with what was seen, skipped with why), a summary,
 * and exits 1 when a rule failed. See README "For backend teams".
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DOCUMENT, loadResponseCheck } from '../tests/conformance/apiDocument';
import { DEMO_DATA, readDataFile } from '../tests/conformance/data';
import { ALL_RULES } from '../tests/conformance/rules/index';
import { formatResult, formatSummary, runRules, selectRules } from '../tests/conformance/runner';
import { DEMO_USERS, readUsersFile } from '../tests/conformance/users';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    partner: { type: 'string' },
    users: { type: 'string' },
    data: { type: 'string' },
    only: { type: 'string' },
    openapi: { type: 'string' },
    'no-openapi': { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});

if (values.list) {
  for (const rule of ALL_RULES) console.log(`${rule.id.padEnd(26)} ${rule.subject}: ${rule.title}`);
  process.exit(0);
}
if (!values.base) {
  console.error(
    'Usage: npm run conformance -- --base URL [--partner URL] [--users FILE] [--data FILE] [--only ID,...]',
  );
  process.exit(2);
}

const base = new URL(values.base).origin;
/** The development server answers the partner variant on 127.0.0.1 (any host but the main one). */
function defaultPartner(): string | null {
  const url = new URL(base);
  if (values.users || url.hostname !== 'localhost') return null;
  url.hostname = '127.0.0.1';
  return url.origin;
}
const partner = values.partner ? new URL(values.partner).origin : defaultPartner();
const documentFile = values.openapi ?? DEFAULT_DOCUMENT;
const responseCheck = values['no-openapi'] ? undefined : loadResponseCheck(documentFile);
const rules = selectRules(
  ALL_RULES,
  values.only ? values.only.split(',').map((s) => s.trim()) : [],
);

console.log(`Conformance of ${base}${partner ? ` (partner ${partner})` : ''}`);
console.log(
  responseCheck
    ? `Every response to an operation of ${documentFile} is checked against it.`
    : `No API document check (${values['no-openapi'] ? '--no-openapi' : `${documentFile} not found`}).`,
);
const results = await runRules(
  rules,
  {
    sites: { base, partner },
    logins: values.users ? readUsersFile(values.users) : DEMO_USERS,
    data: values.data ? readDataFile(values.data) : DEMO_DATA,
    responseCheck,
  },
  (result) => console.log(formatResult(result)),
);
console.log(formatSummary(results));
process.exit(results.some((r) => r.outcome === 'failed') ? 1 : 0);
