import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, within } from '@testing-library/react';
import { GENERIC_ERROR_MESSAGE, type CourseReview, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { ReviewPage } from './ReviewPage';
import { course, makeLesson, student } from '../testing/renderStep';

const REVIEW: CourseReview = {
  course: 2,
  lesson: 5,
  performance: 50,
  answers: [
    {
      lesson_step: 12,
      order: 2,
      response: {
        'q-why': {
          question: 'Why do coastal cities warm more slowly?',
          type: 'textarea',
          isCorrect: null,
          answer: null,
          userAnswer: 'The sea stores heat',
          options: [],
          userAnswerReview: null,
          preview: null,
          solution: null,
        },
      },
    },
    {
      lesson_step: 11,
      order: 1,
      response: {
        'q-trend': {
          question: 'Which city warms **fastest**?',
          type: 'radio',
          isCorrect: false,
          answer: 2,
          userAnswer: 1,
          options: ['Oslo', 'Madrid', 'Lima'],
          userAnswerReview: null,
          preview: null,
          solution: null,
        },
        'q-city': {
          question: 'Which city has the warmer January?',
          type: 'text',
          isCorrect: true,
          answer: 'Lima',
          userAnswer: 'lima',
          options: [],
          userAnswerReview: null,
          preview: null,
          solution: null,
        },
      },
    },
  ],
};

function stubReview(status: number, body: unknown): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return Response.json(body, { status });
    }),
  );
  return requests;
}

async function renderReview(user: User | null = student) {
  await act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <ReviewPage course={course} lesson={makeLesson()} user={user} />
      </ThemeProvider>,
    );
  });
}

beforeEach(() => {
  // The runtime logs a swallowed API error.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('shows the performance percentage and each answer against the key, in step order', async () => {
  const requests = stubReview(200, REVIEW);
  await renderReview();
  expect(await screen.findByText('Performance: 50%')).toBeInTheDocument();
  expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/analytics/usercourse/2/lesson/5');
  const items = screen.getAllByRole('listitem', { name: /^Question / });
  expect(items).toHaveLength(3);
  const [trend, city, why] = items as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(trend).getByText('fastest').tagName).toBe('STRONG');
  expect(trend).toHaveTextContent('Your answer: Oslo');
  expect(trend).toHaveTextContent('Correct answer: Madrid');
  expect(within(trend).getByText('Wrong')).toBeInTheDocument();
  expect(within(city).getByText('Correct')).toBeInTheDocument();
  expect(why).toHaveTextContent('Your answer: The sea stores heat');
  expect(within(why).queryByText(/^Correct/)).not.toBeInTheDocument();
});

it('says so when the review cannot be loaded', async () => {
  stubReview(500, { detail: 'boom' });
  await renderReview();
  expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
});

it('asks a visitor to log in and sends nothing', async () => {
  const requests = stubReview(200, REVIEW);
  await renderReview(null);
  expect(screen.getByText('Log in to review your answers.')).toBeInTheDocument();
  expect(requests).toEqual([]);
});
