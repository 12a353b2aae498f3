import { ThemeProvider } from '@mui/material/styles';
import { act, render } from '@testing-library/react';
import {
  ensureToastArea,
  type AnswerMap,
  type Course,
  type Lesson,
  type LessonStep,
  type ReleasedKey,
  type StepResponse,
} from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import type { StepViewProps } from '../step/stepViewProps';
import { StepView } from '../step/StepView';
import { DataToolLinkContext, type DataToolLink } from '../step/dataToolLink';

export const ENROLL_ID = 7;

import { course as makeCourse, lesson, student } from './fixtures';

export { student, teacher } from './fixtures';

export const CHECKABLE_CONTENT = `Read the table first.

::::question{#q-city type=text answer="Lima" placeholder="City name"}
Which city has the warmer January?
::::

::::question{#q-trend type=radio answer=2}
Which city warms fastest in spring?

- Oslo
- Madrid
- Lima

:::solution
Madrid's average rises most between March and May.
:::
::::
`;

/** A constructed response alone: nothing on the step can be checked. */
export const TEXTAREA_CONTENT = `::::question{#q-why type=textarea placeholder="Explain"}
Why do coastal cities warm more slowly?
::::
`;

export const ESSAY_CONTENT = `::::question{#q-why type=textarea placeholder="Explain"}
Why do coastal cities warm more slowly?
::::

::::question{#q-plot type=graph}
Plot the July temperature.
::::
`;

/** CHECKABLE_CONTENT as a learner receives it before the key is due: no answers, no solution. */
export const KEYLESS_CONTENT = `::::question{#q-city type=text placeholder="City name"}
Which city has the warmer January?
::::

::::question{#q-trend type=radio}
Which city warms fastest in spring?

- Oslo
- Madrid
- Lima
::::
`;

export const MULTISELECT_CONTENT = `::::question{#q-south type=checkbox answer="1,3"}
Which cities are in the southern hemisphere?

- Lima
- Oslo
- Sydney
::::
`;

export function makeStep(content: string, id = 11): LessonStep {
  return {
    id,
    order: 1,
    content,
    left_content: '::image{src=/map.png alt=Map}',
    questions: [],
    dataplot: null,
    has_simulation: false,
    continue_dataenv: false,
    admin_url: null,
  };
}

export function makeLesson(overrides: Partial<Lesson> = {}): Lesson {
  return lesson(5, 'warming', [], {
    title: 'Warming cities',
    modified: '2026-01-01T00:00:00Z',
    step_count: 2,
    ...overrides,
  });
}

export const course: Course = makeCourse({ id: 2, enroll_id: ENROLL_ID, modules: [] });

/** A stand-in for the course-response and user-lesson calls, recording every request. */
export class FakeServer {
  requests: Request[] = [];
  saved: StepResponse | null = null;
  /** Status for the next course-response saves (POST/PUT); 200 answers normally. */
  saveStatus = 200;
  /** The error body's detail when saveStatus is not 200. */
  saveDetail = 'boom';
  /** The key a checking save (submitted) releases, as the server does for a practice step. */
  keyOnCheck: ReleasedKey | null = null;
  userLesson: { id: number; lesson: number; is_completed: boolean } | null = null;
  /** Grading of the demo content, as the server would do it. */
  grade: (response: AnswerMap) => AnswerMap = (response) => {
    const graded: AnswerMap = {};
    for (const [id, entry] of Object.entries(response)) {
      const value = entry.userAnswer;
      const isCorrect =
        id === 'q-city'
          ? typeof value === 'string' && value.trim().toLowerCase() === 'lima'
          : id === 'q-trend'
            ? value === 2
            : null;
      graded[id] = { ...entry, isCorrect };
    }
    return graded;
  };

  install() {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        this.handle(new Request(input, init)),
      ),
    );
    return this;
  }

  paths(method?: string): string[] {
    return this.requests
      .filter((request) => !method || request.method === method)
      .map((request) => new URL(request.url).pathname);
  }

  private async handle(request: Request): Promise<Response> {
    this.requests.push(request);
    const path = new URL(request.url).pathname;
    const now = '2026-01-01T00:00:00Z';
    if (path.startsWith('/api/course-response/')) {
      if (request.method === 'GET') {
        return this.saved ? Response.json(this.saved) : new Response(null, { status: 204 });
      }
      if (this.saveStatus !== 200)
        return Response.json({ detail: this.saveDetail }, { status: this.saveStatus });
      const body = (await request.clone().json()) as {
        response: AnswerMap;
        attempt?: boolean;
        submitted?: boolean;
        lesson_step?: number;
      };
      this.saved = {
        id: this.saved?.id ?? 40,
        lesson_step: body.lesson_step ?? this.saved?.lesson_step ?? 0,
        user_course: ENROLL_ID,
        response: this.grade(body.response),
        attempt: Boolean(body.attempt) || (this.saved?.attempt ?? false),
        submitted: Boolean(body.submitted),
        answer_key: body.submitted ? this.keyOnCheck : null,
      };
      return Response.json(this.saved, { status: request.method === 'POST' ? 201 : 200 });
    }
    if (path.startsWith('/api/user-lessons/lessons/')) {
      return this.userLesson
        ? Response.json({ ...this.userLesson, user: 1, created_at: now, modified: now })
        : new Response(null, { status: 204 });
    }
    if (path === '/api/user-lessons/' && request.method === 'POST') {
      this.userLesson = { id: 90, lesson: 5, is_completed: false };
      return Response.json(
        { ...this.userLesson, user: 1, created_at: now, modified: now },
        { status: 201 },
      );
    }
    if (path.startsWith('/api/user-lessons/') && request.method === 'PUT' && this.userLesson) {
      const body = (await request.clone().json()) as { is_completed: boolean };
      this.userLesson = { ...this.userLesson, is_completed: body.is_completed };
      return Response.json({ ...this.userLesson, user: 1, created_at: now, modified: now });
    }
    return Response.json({ detail: 'not found' }, { status: 404 });
  }
}

export interface Rendered {
  onPrevious: ReturnType<typeof vi.fn>;
  onNext: ReturnType<typeof vi.fn>;
  onFinished: ReturnType<typeof vi.fn>;
  onCompleted: ReturnType<typeof vi.fn>;
  onEnroll: ReturnType<typeof vi.fn>;
  unmount: () => void;
}

export async function renderStep(
  overrides: Partial<StepViewProps> = {},
  dataTool?: DataToolLink,
): Promise<Rendered> {
  const handlers = {
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onFinished: vi.fn(),
    onCompleted: vi.fn(),
    onEnroll: vi.fn(),
  };
  const props: StepViewProps = {
    course,
    lesson: makeLesson(),
    step: makeStep(CHECKABLE_CONTENT),
    stepIndex: 0,
    stepCount: 2,
    user: student,
    enrollId: ENROLL_ID,
    teacherReview: false,
    ...handlers,
    ...overrides,
  };
  let unmount = () => {};
  await act(async () => {
    ensureToastArea();
    ({ unmount } = render(
      <ThemeProvider theme={theme}>
        {dataTool ? (
          <DataToolLinkContext.Provider value={dataTool}>
            <StepView {...props} />
          </DataToolLinkContext.Provider>
        ) : (
          <StepView {...props} />
        )}
      </ThemeProvider>,
    ));
  });
  return { ...handlers, unmount };
}
