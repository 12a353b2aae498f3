import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { act, render } from '@testing-library/react';
import { ensureToastArea, type AppConfig, type Dataset, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { DatasetPopups } from '../DatasetPopups';
import type { DatasetPopupsProps } from '../props';
import { teacher } from '@courses/runtime/testing';

export { teacher };
export const premiumTeacher: User = {
  ...teacher,
  id: 4,
  username: 'premium_teacher',
  is_premium: true,
};
export const staffTeacher: User = { ...teacher, id: 6, username: 'staff_teacher', is_staff: true };
export const student: User = { ...teacher, id: 1, username: 'student', type: 'student' };
export const premiumStudent: User = { ...student, id: 2, is_premium: true };

export const mainConfig: AppConfig = {
  appname: 'courses',
  isDoctrina: false,
  google: false,
  onedrive: false,
  content_builder_requires_subscription: true,
  config: { app_label: 'Courses', logo: null },
};

/** A course dataset owned by staff_teacher, with every About section filled. */
export const cityDataset: Dataset = {
  id: 1,
  dataset_name: 'World City Temperatures',
  access_type: 'Public',
  privacy: 'Public',
  access_url: 'world-city-temperatures',
  short_url: null,
  get_absolute_url: '/datasets/world-city-temperatures/',
  is_user_dataset: false,
  is_course_dataset: true,
  author: { id: staffTeacher.id, username: 'staff_teacher' },
  gdrive_url: 'https://docs.google.com/spreadsheets/d/demo/edit',
  is_draw_dataset: false,
  is_archived: false,
  is_premium: false,
  is_tuva_jr: false,
  no_of_activities: 0,
  group_tags: [
    { title: 'Subjects', tags: ['Earth Science', 'Math'] },
    { title: 'Grades', tags: ['6'] },
  ],
  reference_doc: [{ title: 'Teacher guide', media_url: '/docs/guide.txt' }],
  datasource: [
    {
      source_name: 'WMO Normals',
      source_link: 'https://wmo.example/',
      source_type: 'Organization',
    },
  ],
  dataset_desc: 'Average **air** temperatures.',
  get_csv_url: '/api/datasets/world-city-temperatures/csv/',
  case_attrib_stats: { cases: 20, attributes: 9 },
  activities: [],
  datastories: [],
  admin_url: '/admin/datasets/dataset/1/change/',
};

/** A private user dataset owned by premium_teacher. */
export const bikeDataset: Dataset = {
  ...cityDataset,
  id: 4,
  dataset_name: 'My Bike Rides',
  access_type: 'Private',
  privacy: 'Private',
  access_url: 'my-bike-rides',
  get_absolute_url: '/datasets/my-bike-rides/',
  is_user_dataset: true,
  is_course_dataset: false,
  author: { id: premiumTeacher.id, username: 'premium_teacher' },
  gdrive_url: null,
  admin_url: null,
};

export interface FakeServer {
  user: User | null;
  config: AppConfig;
  dataset: Dataset;
  /** Body of each list endpoint, by the last path word: notes, history, metadata-history, keywords. */
  lists: Record<string, unknown>;
  /** Status the PATCH of privacy answers with. */
  patchStatus: number;
  /** Status DELETE /api/user-dataset/{code}/ answers with (204 deletes). */
  deleteStatus: number;
  /** Every request made, cloned so bodies can be read. */
  requests: Request[];
}

function listPayload(server: FakeServer, path: string): unknown {
  if (path.endsWith('/keywords/')) return server.lists['keywords'] ?? [];
  for (const [word, key] of [
    ['/notes/', 'staff_notes'],
    ['/metadata-history/', 'metadata_history'],
    ['/history/', 'history'],
  ] as const) {
    if (path.includes(word)) return { [key]: server.lists[key] ?? [] };
  }
  return undefined;
}

/** Stubs fetch with a small server of this widget's endpoints. */
export function stubServer(partial: Partial<FakeServer> = {}): FakeServer {
  const server: FakeServer = {
    user: teacher,
    config: mainConfig,
    dataset: cityDataset,
    lists: {},
    patchStatus: 200,
    deleteStatus: 204,
    requests: [],
    ...partial,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      server.requests.push(request.clone());
      const path = new URL(request.url).pathname;
      if (path === '/api/whoami/') {
        return server.user
          ? Response.json(server.user)
          : Response.json({ detail: 'login' }, { status: 401 });
      }
      if (path === '/api/app_config/') return Response.json(server.config);
      if (request.method === 'PATCH') {
        if (server.patchStatus !== 200) {
          return Response.json({ detail: 'no' }, { status: server.patchStatus });
        }
        const body = (await request.json()) as { dataset_privacy: Dataset['privacy'] };
        server.dataset = {
          ...server.dataset,
          privacy: body.dataset_privacy,
          access_type: body.dataset_privacy,
        };
        return Response.json(server.dataset);
      }
      if (request.method === 'DELETE') {
        return server.deleteStatus === 204
          ? new Response(null, { status: 204 })
          : Response.json(
              { detail: 'Only the owner can delete this dataset.' },
              { status: server.deleteStatus },
            );
      }
      const list = listPayload(server, path);
      if (list !== undefined) return Response.json(list);
      if (path.startsWith('/api/datasets/') || /^\/api\/course-dataset\/\d+\/about\/$/.test(path))
        return Response.json(server.dataset);
      return Response.json({ detail: 'not found' }, { status: 404 });
    }),
  );
  return server;
}

/** Renders the widget in a fresh page store, as mount would, and waits for the first answers. */
export async function renderWidget(props: DatasetPopupsProps = { datasetId: 1 }): Promise<void> {
  const store = createStore();
  await act(async () => {
    ensureToastArea();
    render(
      <ThemeProvider theme={theme}>
        <Provider store={store}>
          <Suspense fallback={<p>Loading...</p>}>
            <DatasetPopups {...props} />
          </Suspense>
        </Provider>
      </ThemeProvider>,
    );
  });
}
