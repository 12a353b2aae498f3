/**
 * The users file: how the suite logs in as each role the spec names. Against a staging site
 * each role is a set of session cookies (copied from a browser logged in as that user);
 * against the development server a role may name a demo user, logged in through
 * /demo/login/, and without a file every role is its demo user.
 *
 *   {
 *     "student":         { "cookies": "sessionid=…; csrftoken=…" },
 *     "teacher":         { "cookies": "sessionid=…; csrftoken=…",
 *                          "partnerCookies": "sessionid=…; csrftoken=…" },
 *     "premium_teacher": { "demo": "premium_teacher" }
 *   }
 *
 * `partnerCookies` is the same user's session on the partner (Jr.) site, when it is another
 * origin with its own cookies. A role left out is skipped, and its rules say so.
 */
import fs from 'node:fs';
import * as v from 'valibot';
import { Client, CSRF_COOKIE, type ResponseObserver } from './client';

export const ROLES = [
  'visitor',
  'student',
  'premium_student',
  'teacher',
  'premium_teacher',
  'jr_teacher',
  'staff',
  'superuser',
] as const;
export type Role = (typeof ROLES)[number];
export type LoggedInRole = Exclude<Role, 'visitor'>;

const LoginSchema = v.union([
  v.strictObject({ cookies: v.string(), partnerCookies: v.optional(v.string()) }),
  v.strictObject({ demo: v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/)) }),
]);
export type Login = v.InferOutput<typeof LoginSchema>;

const UsersFileSchema = v.record(v.picklist(ROLES.filter((r) => r !== 'visitor')), LoginSchema);
export type UsersFile = Partial<Record<LoggedInRole, Login>>;

/** The demo users of the development server (`/demo/login/`), one per role. */
export const DEMO_USERS: Record<LoggedInRole, Login> = {
  student: { demo: 'student' },
  premium_student: { demo: 'premium_student' },
  teacher: { demo: 'teacher' },
  premium_teacher: { demo: 'premium_teacher' },
  jr_teacher: { demo: 'jr_teacher' },
  staff: { demo: 'staff_teacher' },
  superuser: { demo: 'superuser' },
};

export function readUsersFile(file: string): UsersFile {
  const parsed = v.safeParse(UsersFileSchema, JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; ')}`,
    );
  return parsed.output;
}

export class RoleMissing extends Error {
  constructor(readonly role: Role) {
    super(`the users file has no ${role}`);
  }
}

/** Logs a fresh client in as a demo user, through the login form as a person would. */
async function demoLogin(client: Client, username: string): Promise<void> {
  await client.get('/demo/login/');
  const answer = await client.post('/demo/login/', undefined, {
    form: { username, next: '/', csrfmiddlewaretoken: client.cookies.get(CSRF_COOKIE) ?? '' },
    csrf: false,
  });
  if (answer.status !== 302) throw new Error(`demo login as ${username} answered ${answer.status}`);
}

export interface Sites {
  /** The main site. */
  base: string;
  /** The partner (Jr.) variant, when the run names one. */
  partner: string | null;
}

/** Makes clients logged in as a role: a new tab (cookie jar) each time. */
export class Users {
  constructor(
    private readonly sites: Sites,
    private readonly logins: UsersFile,
    private readonly observe: ResponseObserver,
  ) {}

  has(role: Role): boolean {
    return role === 'visitor' || this.logins[role] !== undefined;
  }

  /** A client on the main site (or the partner one) logged in as `role`. */
  async as(role: Role, site: 'main' | 'partner' = 'main'): Promise<Client> {
    const base = site === 'main' ? this.sites.base : this.sites.partner;
    if (!base) throw new Error('no partner site was given (--partner)');
    const client = new Client(base, this.observe);
    if (role === 'visitor') return client;
    const login = this.logins[role];
    if (!login) throw new RoleMissing(role);
    if ('demo' in login) await demoLogin(client, login.demo);
    else
      client.setCookies(
        site === 'partner' ? (login.partnerCookies ?? login.cookies) : login.cookies,
      );
    return client;
  }

  /** A logged-out client on a site, for rules that look at a visitor. */
  visitor(site: 'main' | 'partner' = 'main'): Promise<Client> {
    return this.as('visitor', site);
  }
}
