/** Point 4: input limits and shapes. */
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, removeDir, startServer } from '../server/support/testServer';
import { tableToCsv } from '../../host-demo/server/services/csv';
import { loggedIn } from './support';

const server = startServer();
afterAll(() => {
  server.close();
  removeDir(server.dataDir);
});

const FEEDBACK = {
  title: 'Step 1',
  message: 'Looks good.',
  url: 'http://localhost/courses/climate-data/',
  user_type: 'TEACHER',
};

describe('feedback', () => {
  it.each([
    ['a 2-character comment', { message: 'ab' }],
    ['a 1001-character comment', { message: 'x'.repeat(1001) }],
    ['a 301-character title', { title: 't'.repeat(301) }],
    ['a huge content', { content: 'c'.repeat(100_001) }],
    ['a huge left_content', { left_content: 'c'.repeat(100_001) }],
    ['a long username', { username: 'u'.repeat(151) }],
    ['a control character in the username', { username: 'ana\u0000<img src=x>' }],
    ['a line break in the title', { title: 'Step\r\n1' }],
    ['a long browser_info', { browser_info: 'b'.repeat(1001) }],
    ['a long user_type', { user_type: 'T'.repeat(21) }],
  ])('refuses %s with 400', async (_, change) => {
    const response = await new Browser(server).post('/api/misc/common-notify/', {
      ...FEEDBACK,
      ...change,
    });
    expect(response.status).toBe(400);
  });

  it('accepts 3 and 1000 characters', async () => {
    for (const message of ['abc', 'x'.repeat(1000)]) {
      const response = await new Browser(server).post('/api/misc/common-notify/', {
        ...FEEDBACK,
        message,
      });
      expect(response.status).toBe(200);
    }
  });
});

describe('preferences', () => {
  it('refuses a body of more than a few kB, and a long value', async () => {
    const student = await loggedIn(server, 'student');
    const big = await student.patch('/api/user/preferences/', { tour: 'x'.repeat(5000) });
    expect(big.status).toBe(400);
    const long = await student.patch('/api/user/preferences/', { tour: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    const ok = await student.patch('/api/user/preferences/', { tour: 'done' });
    expect(ok.status).toBe(200);
  });
});

describe('ids in paths', () => {
  it.each(['0x1', '1e0', '%201', '+1', '1.0', '-1', '0', '01x', '9'.repeat(20)])(
    'refuses %j with 400',
    async (id) => {
      const student = await loggedIn(server, 'student');
      expect((await student.delete(`/api/bookmark/${id}/`)).status).toBe(400);
      expect((await student.get(`/api/datasets/history/${id}/`)).status).toBe(400);
    },
  );

  it('reads plain digits', async () => {
    const student = await loggedIn(server, 'student');
    expect((await student.delete('/api/bookmark/12345/')).status).toBe(404);
  });
});

describe('names', () => {
  it('refuses control characters in a dataset name', async () => {
    const student = await loggedIn(server, 'student');
    const response = await student.request('PUT', '/api/dataset-uploader/userdataset/upload/', {
      form: { csv: 'a,b\n1,2\n', dataset_name: 'Rides\u0007\u202e' },
    });
    expect(response.status).toBe(400);
    const tab = await student.request('PUT', '/api/dataset-uploader/userdataset/upload/', {
      form: { csv: 'a,b\n1,2\n', dataset_name: 'Ri\tdes' },
    });
    expect(tab.status).toBe(400);
  });
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const student = await loggedIn(server, 'student');
    const csv = [
      'name,formula,n',
      'a,=HYPERLINK("http://evil.example"),-5',
      'b,+1+1,2',
      'c,-2+3,3',
      'd,@SUM(A1),4',
      'f,plain,5',
    ].join('\n');
    const created = await student.request('PUT', '/api/dataset-uploader/userdataset/upload/', {
      form: { csv, dataset_name: 'Formulas' },
    });
    expect(created.status).toBe(201);
    const { access_url } = (await created.json()) as { access_url: string };
    const exported = await (await student.get(`/api/datasets/${access_url}/csv/`)).text();
    expect(exported.trim().split('\r\n').slice(1)).toEqual([
      `a,"'=HYPERLINK(""http://evil.example"")",-5`,
      "b,'+1+1,2",
      "c,'-2+3,3",
      "d,'@SUM(A1),4",
      // Numbers of a numeric column stay numbers: -5 is a value, not a formula.
      'f,plain,5',
    ]);
  });

  it('neutralises a leading tab or carriage return too (uploads trim them, stored data may not)', () => {
    const csv = tableToCsv(
      [{ id: 'a', name: 'a', type: 'categorical', unit: null }],
      [{ a: '\t=1+1' }, { a: '\r=1+1' }],
    );
    expect(csv).toBe(`a\r\n'\t=1+1\r\n"'\r=1+1"\r\n`);
  });
});
