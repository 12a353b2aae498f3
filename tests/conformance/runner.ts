/**
 * Runs rules against a server and reports each: held, failed (with what was seen) or skipped
 * (a role the users file lacks, or no partner site). Every response a rule receives is also
 * checked against the API document when a check is given; a mismatch fails that rule.
 */
import type { ObservedResponse } from './client';
import type { SuiteData } from './data';
import { RuleFailure, type Rule } from './rule';
import { RoleMissing, Users, type Sites, type UsersFile } from './users';

export type ResponseCheck = (response: ObservedResponse) => string[];

export interface RunOptions {
  sites: Sites;
  logins: UsersFile;
  data: SuiteData;
  /** Checks a response against the API document; its problems fail the rule that saw it. */
  responseCheck?: ResponseCheck | undefined;
}

export interface RuleResult {
  rule: Rule;
  outcome: 'held' | 'failed' | 'skipped';
  detail: string;
}

/** Selects rules by id, by id prefix (`whoami` selects whoami-student…) or by subject. */
export function selectRules(rules: readonly Rule[], only: readonly string[]): Rule[] {
  if (only.length === 0) return [...rules];
  return rules.filter((rule) =>
    only.some(
      (item) => rule.id === item || rule.id.startsWith(`${item}-`) || rule.subject === item,
    ),
  );
}

function describeError(error: unknown): string {
  if (error instanceof RuleFailure) return error.message;
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.cause ? ` (${String(error.cause)})` : ''}`;
  return String(error);
}

export async function runRule(rule: Rule, options: RunOptions): Promise<RuleResult> {
  const mismatches: string[] = [];
  const observe = (response: ObservedResponse) => {
    for (const problem of options.responseCheck?.(response) ?? [])
      mismatches.push(`${response.method} ${response.path} ${response.status}: ${problem}`);
  };
  const users = new Users(options.sites, options.logins, observe);
  const missing = rule.roles.filter((role) => !users.has(role));
  if (missing.length > 0)
    return { rule, outcome: 'skipped', detail: `the users file has no ${missing.join(', ')}` };
  if (rule.partner && !options.sites.partner)
    return { rule, outcome: 'skipped', detail: 'no partner site (--partner)' };
  const undo: (() => Promise<unknown>)[] = [];
  let result: RuleResult;
  try {
    await rule.run({
      users,
      data: options.data,
      hasPartner: options.sites.partner !== null,
      cleanup: (step) => undo.push(step),
    });
    result =
      mismatches.length === 0
        ? { rule, outcome: 'held', detail: '' }
        : {
            rule,
            outcome: 'failed',
            detail: `response breaks the API document: ${mismatches.slice(0, 3).join('; ')}`,
          };
  } catch (error) {
    result =
      error instanceof RoleMissing
        ? { rule, outcome: 'skipped', detail: error.message }
        : { rule, outcome: 'failed', detail: describeError(error) };
  }
  for (const step of undo.reverse()) {
    try {
      await step();
    } catch (error) {
      if (result.outcome === 'held')
        result = { rule, outcome: 'failed', detail: `cleanup failed: ${describeError(error)}` };
    }
  }
  return result;
}

export async function runRules(
  rules: readonly Rule[],
  options: RunOptions,
  onResult: (result: RuleResult) => void = () => {},
): Promise<RuleResult[]> {
  const results: RuleResult[] = [];
  // One at a time: rules log in and write, and a backend under test should see one user's steps in order.
  for (const rule of rules) {
    const result = await runRule(rule, options);
    results.push(result);
    onResult(result);
  }
  return results;
}

const MARKS = { held: 'held   ', failed: 'FAILED ', skipped: 'skipped' } as const;

/** One line per rule: outcome, id, what the rule says, and what was seen or why it was skipped. */
export function formatResult(result: RuleResult): string {
  const line = `${MARKS[result.outcome]}  ${result.rule.id.padEnd(26)} ${result.rule.title}`;
  return result.detail
    ? `${line}\n${' '.repeat(9)}${result.outcome === 'failed' ? 'seen: ' : 'why: '}${result.detail}`
    : line;
}

export function formatSummary(results: readonly RuleResult[]): string {
  const count = (outcome: RuleResult['outcome']) =>
    results.filter((r) => r.outcome === outcome).length;
  return `${results.length} rules: ${count('held')} held, ${count('failed')} failed, ${count('skipped')} skipped`;
}
