/**
 * Key and verdict release, checked steps and final assessments (spec section 3): a learner
 * gets a key only when it is due, a checked step is read-only and a completed assessment
 * final, each refused with 409 and the words the widget shows.
 */
import { ASSESSMENT_SUBMITTED_MESSAGE, STEP_SUBMITTED_MESSAGE } from '../../../src/api/errors';
import type { AnswerMap } from '../../../src/api/schemas/question';
import { StepResponseSchema, UserLessonStepSchema } from '../../../src/api/schemas/stepResponse';
import {
  check,
  defineRules,
  expectBody,
  expectDetail,
  expectStatus,
  fail,
  type Rule,
} from '../rule';
import {
  answerableStep,
  enrollmentIn,
  fetchLesson,
  stepCarriesKey,
  userLessonOf,
} from './lessonSupport';

const verdictsOf = (response: AnswerMap) =>
  Object.values(response).map((answer) => answer.isCorrect ?? null);

export const answerRules: Rule[] = defineRules(
  'keys, verdicts, checked steps and final assessments',
  [
    {
      id: 'keys-withheld',
      title: 'lessons reach a visitor and a student without keys or solutions; a teacher gets them',
      roles: ['visitor', 'student', 'teacher'],
      async run({ users, data }) {
        for (const slug of [data.practiceLesson, data.assessmentLesson]) {
          for (const role of ['visitor', 'student'] as const) {
            const client = await users.as(role);
            const lesson = await fetchLesson(client, slug);
            const leaking = lesson.steps.find(stepCarriesKey);
            if (leaking) fail(`${slug} as ${role}: step ${leaking.id} carries its key`);
            const step = lesson.steps.find((s) => s.questions.length > 0);
            if (!step) continue;
            const single = await client.get(`/api/lessons/${lesson.id}/${step.id}/`);
            expectStatus(single, 200, `step ${step.id} as ${role}`);
            if (stepCarriesKey(single.body as Parameters<typeof stepCarriesKey>[0]))
              fail(`GET /api/lessons/${lesson.id}/${step.id}/ as ${role} carries its key`);
          }
          const teacherCopy = await fetchLesson(await users.as('teacher'), slug);
          check(teacherCopy.steps.some(stepCarriesKey), `${slug}: the teacher's copy has no key`);
        }
      },
    },
    {
      id: 'keys-on-check',
      title:
        'a course practice save returns no verdict or key; checking it returns both; changing it then is 409',
      roles: ['student', 'teacher'],
      async run({ users, data }) {
        const teacherCopy = await fetchLesson(await users.as('teacher'), data.practiceLesson);
        const { step, answers } = answerableStep(teacherCopy);
        const student = await users.as('student');
        const enrollment = await enrollmentIn(student, data.course.id);
        const path = `/api/course-response/${enrollment}/${step.id}`;
        const saved = await student.post(`/api/course-response/${enrollment}`, {
          lesson_step: step.id,
          response: answers,
        });
        if (saved.status !== 409) {
          // A step checked on an earlier run stays checked: only a fresh one shows the save.
          const plain = expectBody(saved, StepResponseSchema, 'plain save');
          check(plain.answer_key === null, 'a plain save returned the answer key');
          check(
            verdictsOf(plain.response).every((verdict) => verdict === null),
            'a plain save returned verdicts',
          );
        }
        const checked = expectBody(
          await student.put(path, { response: answers, submitted: true }),
          StepResponseSchema,
          'check',
        );
        check(checked.answer_key !== null, 'the check returned no answer key');
        check(
          verdictsOf(checked.response).every((verdict) => verdict === true),
          'the check with the key’s answers did not mark them right',
        );
        const changed = Object.fromEntries(
          Object.keys(answers).map((qid) => [qid, { userAnswer: 'changed' }]),
        );
        expectDetail(
          await student.put(path, { response: changed }),
          409,
          STEP_SUBMITTED_MESSAGE,
          'changing a checked step',
        );
      },
    },
    {
      id: 'assessment-final',
      title:
        'a completed assessment refuses every write with 409 and its message, and cannot be reopened',
      roles: ['student'],
      async run({ users, data }) {
        const student = await users.as('student');
        const lesson = await fetchLesson(student, data.assessmentLesson);
        const id = await userLessonOf(student, lesson.id, true);
        const step = lesson.steps[0];
        if (!step) fail(`${data.assessmentLesson} has no steps`);
        expectDetail(
          await student.post(`/api/user-lessons/${id}/steps/`, {
            lesson_step: step.id,
            response: {},
          }),
          409,
          ASSESSMENT_SUBMITTED_MESSAGE,
          'saving a step',
        );
        expectDetail(
          await student.put(`/api/user-lessons/${id}/steps/${step.id}/`, {
            response: {},
            submitted: true,
          }),
          409,
          ASSESSMENT_SUBMITTED_MESSAGE,
          'checking a step',
        );
        expectDetail(
          await student.put(`/api/user-lessons/${id}/`, { is_completed: false }),
          409,
          ASSESSMENT_SUBMITTED_MESSAGE,
          'reopening it',
        );
        const after = await fetchLesson(student, data.assessmentLesson);
        check(after.is_completed === true, 'the lesson is not completed');
      },
    },
    {
      id: 'unknown-question-ids',
      title: 'answers to questions a step does not have are dropped, not stored',
      roles: ['premium_student', 'teacher'],
      async run({ users, data }) {
        const teacherCopy = await fetchLesson(await users.as('teacher'), data.activityLesson);
        const { step, answers } = answerableStep(teacherCopy);
        const learner = await users.as('premium_student');
        const id = await userLessonOf(learner, teacherCopy.id);
        const response = {
          ...answers,
          'q-not-in-this-step': { userAnswer: '<img src=x onerror=alert(1)>' },
        };
        const saved = await learner.post(`/api/user-lessons/${id}/steps/`, {
          lesson_step: step.id,
          response,
        });
        if (saved.status === 409) return; // checked on an earlier run: nothing is stored any more
        expectStatus(saved, [200, 201], 'saving');
        const stored = expectBody(
          await learner.get(`/api/user-lessons/${id}/steps/${step.id}/`),
          UserLessonStepSchema,
          'reading it back',
        );
        check(!('q-not-in-this-step' in stored.response), 'the unknown question id was stored');
      },
    },
  ],
);
