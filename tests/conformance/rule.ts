/**
 * What a rule is, and the checks rules are written with. A rule names the roles it logs in as
 * (so a run without one of them skips it instead of failing) and throws a RuleFailure that
 * says what was seen when the server breaks it.
 */
import * as v from 'valibot';
import type { Answer } from './client';
import type { SuiteData } from './data';
import type { Role, Users } from './users';

export interface RuleContext {
  users: Users;
  data: SuiteData;
  /** Whether the run names a partner (Jr.) site. */
  hasPartner: boolean;
  /** Undo steps run after every rule (newest first), where the API allows undoing. */
  cleanup(step: () => Promise<unknown>): void;
}

export interface Rule {
  /** Short, stable id (`--only` selects by it or by its subject). */
  id: string;
  subject: string;
  /** What the server must do, as the widgets rely on it. */
  title: string;
  roles: readonly Role[];
  /** The rule needs the partner site too. */
  partner?: boolean;
  run(context: RuleContext): Promise<void>;
}

export class RuleFailure extends Error {}

export function fail(message: string): never {
  throw new RuleFailure(message);
}

function seen(answer: Answer): string {
  const body = answer.body === undefined ? answer.text : JSON.stringify(answer.body);
  return `${answer.status} ${body.replace(/\s+/g, ' ').slice(0, 160)}`;
}

/** Fails unless the answer has one of the statuses. */
export function expectStatus(
  answer: Answer,
  expected: number | readonly number[],
  what: string,
): void {
  const allowed = typeof expected === 'number' ? [expected] : expected;
  if (!allowed.includes(answer.status))
    fail(`${what}: expected ${allowed.join(' or ')}, got ${seen(answer)}`);
}

/** Fails unless the body matches the schema; returns it parsed. */
export function expectBody<S extends v.GenericSchema>(
  answer: Answer,
  schema: S,
  what: string,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    fail(
      `${what}: unexpected body (${v.getDotPath(issue) ?? 'body'}: ${issue.message}): ${seen(answer)}`,
    );
  }
  return parsed.output;
}

/** Fails unless the answer has the status and its `detail` is exactly `detail`. */
export function expectDetail(answer: Answer, status: number, detail: string, what: string): void {
  expectStatus(answer, status, what);
  const body = answer.body as { detail?: unknown } | undefined;
  if (body?.detail !== detail) fail(`${what}: expected detail "${detail}", got ${seen(answer)}`);
}

export function check(condition: boolean, message: string): void {
  if (!condition) fail(message);
}

export function defineRules(subject: string, rules: Omit<Rule, 'subject'>[]): Rule[] {
  return rules.map((rule) => ({ ...rule, subject }));
}
