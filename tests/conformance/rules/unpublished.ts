/**
 * Unpublished activities (issue 23): a content-builder activity not yet published is in no
 * public listing, and its page and calls answer only its author, staff and the students of a
 * class it was assigned to. Each rule makes its own draft (the API has no call to delete one).
 */
import { StudentAssignmentListSchema } from '../../../src/api/schemas/assignment';
import { ContentItemListSchema } from '../../../src/api/schemas/contentBrowser';
import { BuilderActivitySchema } from '../../../src/api/schemas/contentBuilder';
import { DatasetSchema } from '../../../src/api/schemas/dataset';
import type { Client } from '../client';
import type { SuiteData } from '../data';
import { check, defineRules, expectBody, expectStatus, type Rule, type RuleContext } from '../rule';
import type { Role } from '../users';

interface Draft {
  title: string;
  code: string;
  lessonId: number;
  datasetCode: string;
}

async function makeDraft(author: Client, data: SuiteData): Promise<Draft> {
  const dataset = expectBody(
    await author.get(`/api/datasets/${data.publicDataset}/`),
    DatasetSchema,
    'the public dataset',
  );
  const title = `Conformance draft ${Date.now().toString(36)}`;
  const made = await author.post('/api/content-builder/activity/', {
    activity_title: title,
    activity_type: 'Activity',
    dataset: dataset.id,
  });
  expectStatus(made, 201, 'creating a draft');
  const activity = expectBody(made, BuilderActivitySchema, 'the draft');
  const saved = await author.patch(`/api/content-builder/activity/${activity.id}`, {
    steps: [
      {
        id: null,
        content: 'A prompt nobody else may read yet.',
        left_content: '',
        data_tool: false,
      },
    ],
  });
  expectStatus(saved, 200, 'saving its step');
  check(activity.lesson !== null, 'the draft has no lesson');
  return {
    title,
    code: activity.access_url,
    lessonId: activity.lesson?.id ?? 0,
    datasetCode: dataset.access_url,
  };
}

async function inBrowser(client: Client, title: string): Promise<boolean> {
  const items = expectBody(
    await client.get('/api/content-browser/'),
    ContentItemListSchema,
    'GET /api/content-browser/',
  );
  return items.some((item) => item.title === title);
}

async function inDataset(client: Client, draft: Draft): Promise<boolean> {
  const dataset = expectBody(
    await client.get(`/api/datasets/${draft.datasetCode}/`),
    DatasetSchema,
    'the dataset',
  );
  return dataset.activities.some((activity) => activity.activity_title === draft.title);
}

/** Its page and its lesson, as `role` sees them: [page status, lesson status]. */
async function opens(context: RuleContext, role: Role, draft: Draft): Promise<boolean> {
  const client = await context.users.as(role);
  const page = await client.get(`/activity/${draft.code}/`);
  const lesson = await client.get(`/api/lessons/${draft.lessonId}/`);
  expectStatus(page, [200, 404], `its page as ${role}`);
  expectStatus(lesson, [200, 404], `its lesson as ${role}`);
  check(
    page.status === lesson.status,
    `as ${role} its page answers ${page.status} but its lesson ${lesson.status}`,
  );
  if (page.status === 404)
    check(!page.text.includes(draft.title), `its 404 page as ${role} shows its title`);
  return page.status === 200;
}

export const unpublishedRules: Rule[] = defineRules('unpublished activities', [
  {
    id: 'draft-unlisted',
    title:
      'a draft is in no public listing: not in the content browser, not in its dataset’s activities',
    roles: ['premium_teacher', 'visitor', 'student', 'teacher'],
    async run({ users, data }) {
      const draft = await makeDraft(await users.as('premium_teacher'), data);
      for (const role of ['visitor', 'student', 'teacher'] as const) {
        const client = await users.as(role);
        check(!(await inBrowser(client, draft.title)), `the content browser lists it to ${role}`);
        check(!(await inDataset(client, draft)), `its dataset lists it to ${role}`);
      }
    },
  },
  {
    id: 'draft-closed',
    title:
      'a draft’s page and lesson answer its author and staff, and 404 to visitors, students and other teachers',
    roles: ['premium_teacher', 'staff', 'visitor', 'student', 'teacher'],
    async run(context) {
      const draft = await makeDraft(await context.users.as('premium_teacher'), context.data);
      for (const role of ['premium_teacher', 'staff'] as const)
        check(await opens(context, role, draft), `${role} cannot open it`);
      for (const role of ['visitor', 'student', 'teacher'] as const)
        check(!(await opens(context, role, draft)), `${role} can open it`);
      const link = await (
        await context.users.as('teacher')
      ).post('/api/misc/get_short_url/', {
        url: `/activity/${draft.code}/`,
        type: 'activity',
        id: draft.code,
      });
      expectStatus(link, 404, 'a short link to it made by another teacher');
    },
  },
  {
    id: 'draft-assigned',
    title:
      'a draft assigned to a class opens to that class’s students, in their assigned list, and to no other',
    roles: ['premium_teacher', 'student', 'premium_student'],
    async run(context) {
      const author = await context.users.as('premium_teacher');
      const draft = await makeDraft(author, context.data);
      const assigned = await author.post(`/api/assignments/lesson/${draft.lessonId}/`, {
        classroom: context.data.premiumTeacherClass,
      });
      expectStatus(assigned, 201, 'assigning it');
      const student = await context.users.as('student');
      const mine = expectBody(
        await student.get('/api/assignments/mine/'),
        StudentAssignmentListSchema,
        'the assigned list',
      );
      check(
        mine.some((a) => a.lesson.id === draft.lessonId),
        'it is not in the student’s assigned list',
      );
      check(await opens(context, 'student', draft), 'the assigned student cannot open it');
      check(
        !(await opens(context, 'premium_student', draft)),
        'a student of another class can open it',
      );
      check(!(await inBrowser(student, draft.title)), 'the content browser now lists it');
    },
  },
]);
