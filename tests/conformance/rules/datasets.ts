/**
 * Dataset visibility and deletion: a user's uploaded dataset is private, it exists only for
 * its owner and staff, and only its owner may delete it. The rule uploads its own dataset and
 * deletes it at the end (cleanup), so it needs no data of the site.
 */
import * as v from 'valibot';
import { DatasetSchema } from '../../../src/api/schemas/dataset';
import type { Client } from '../client';
import { check, defineRules, expectBody, expectDetail, expectStatus, type Rule } from '../rule';

const CSV = 'city,january,july\nOslo,-4.3,16.4\nLima,22.8,16.6\n';

async function upload(owner: Client): Promise<v.InferOutput<typeof DatasetSchema>> {
  const form = new FormData();
  form.set('file', new File([CSV], 'conformance.csv', { type: 'text/csv' }));
  form.set('dataset_name', 'Conformance check (deleted at the end of the run)');
  const answer = await owner.request('PUT', '/api/dataset-uploader/userdataset/upload/', {
    multipart: form,
  });
  expectStatus(answer, 201, 'uploading a CSV');
  return expectBody(answer, DatasetSchema, 'the uploaded dataset');
}

async function listed(client: Client, code: string): Promise<boolean> {
  const list = expectBody(
    await client.get('/api/datasets/'),
    v.array(v.looseObject({ access_url: v.string() })),
    'GET /api/datasets/',
  );
  return list.some((dataset) => dataset.access_url === code);
}

export const datasetRules: Rule[] = defineRules('dataset visibility and deletion', [
  {
    id: 'dataset-private',
    title:
      'an uploaded dataset is private: 404 and unlisted for others, there for its owner and staff',
    roles: ['visitor', 'student', 'teacher', 'premium_teacher', 'staff'],
    async run({ users, cleanup }) {
      const owner = await users.as('teacher');
      const dataset = await upload(owner);
      cleanup(() => owner.delete(`/api/user-dataset/${dataset.access_url}/`));
      check(dataset.privacy === 'Private', `an upload is ${dataset.privacy}, not Private`);
      const reads = [
        `/api/datasets/${dataset.access_url}/`,
        `/api/datasets/${dataset.access_url}/table/`,
        `/api/datasets/${dataset.access_url}/csv/`,
      ];
      for (const role of ['visitor', 'student', 'premium_teacher'] as const) {
        const other = await users.as(role);
        for (const path of reads)
          expectStatus(await other.get(path), [403, 404], `${path} as ${role}`);
        if (role !== 'visitor')
          check(
            !(await listed(other, dataset.access_url)),
            `GET /api/datasets/ lists it to ${role}`,
          );
      }
      for (const [role, client] of [
        ['owner', owner],
        ['staff', await users.as('staff')],
      ] as const) {
        for (const path of reads) expectStatus(await client.get(path), 200, `${path} as ${role}`);
      }
      check(
        await listed(owner, dataset.access_url),
        'GET /api/datasets/ does not list it to its owner',
      );
    },
  },
  {
    id: 'dataset-delete',
    title:
      'only the owner deletes a user dataset (header required, others 403/404); then it is gone',
    roles: ['visitor', 'teacher', 'student', 'staff'],
    async run({ users, cleanup }) {
      const owner = await users.as('teacher');
      const dataset = await upload(owner);
      const path = `/api/user-dataset/${dataset.access_url}/`;
      cleanup(() => owner.delete(path));
      expectStatus(await owner.delete(path, { csrf: false }), 403, 'DELETE without the header');
      expectStatus(await (await users.visitor()).delete(path), [403, 404], 'DELETE by a visitor');
      expectStatus(await (await users.as('student')).delete(path), 404, 'DELETE by another user');
      expectDetail(
        await (await users.as('staff')).delete(path),
        403,
        'Only the owner can delete this dataset.',
        'DELETE by staff',
      );
      expectStatus(
        await owner.get(`/api/datasets/${dataset.access_url}/`),
        200,
        'still there after the refusals',
      );
      expectStatus(await owner.delete(path), 204, 'DELETE by the owner');
      expectDetail(
        await owner.get(`/api/datasets/${dataset.access_url}/`),
        404,
        'This dataset has been deleted.',
        'reading it afterwards',
      );
      check(!(await listed(owner, dataset.access_url)), 'GET /api/datasets/ still lists it');
    },
  },
  {
    id: 'dataset-premium',
    title: 'a premium dataset’s table and CSV are 403 without the subscription, 200 with it',
    roles: ['visitor', 'student', 'premium_teacher'],
    async run({ users, data }) {
      const paths = [
        `/api/datasets/${data.premiumDataset}/table/`,
        `/api/datasets/${data.premiumDataset}/csv/`,
      ];
      for (const role of ['visitor', 'student'] as const) {
        const client = await users.as(role);
        for (const path of paths) expectStatus(await client.get(path), 403, `${path} as ${role}`);
        const card = expectBody(
          await client.get(`/api/datasets/${data.premiumDataset}/`),
          DatasetSchema,
          `the card as ${role}`,
        );
        check(
          card.activities.length === 0 && card.datastories.length === 0,
          `the card as ${role} lists its activities or data stories`,
        );
      }
      const premium = await users.as('premium_teacher');
      for (const path of paths)
        expectStatus(await premium.get(path), 200, `${path} as premium_teacher`);
    },
  },
]);
