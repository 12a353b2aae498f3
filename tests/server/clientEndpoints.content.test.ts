/**
 * The widgets' typed calls (src/api/endpoints) against the real server (support/clientPage.ts):
 * datasets and what is read about them, lookups and speech, feedback, bookmarks and plots, the
 * content builder, and how failures reach the caller.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import * as endpoints from '../../src/api/endpoints';
import { browser, startClientServer, usePage } from './support/clientPage';
import { ownCaptureId } from './support/testServer';

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('endpoint functions against the development server', () => {
  startClientServer();

  it('reads vocabulary, keywords, about, notes and history', async () => {
    usePage();
    await browser.login('staff_teacher');
    expect((await endpoints.fetchVocabulary(1)).length).toBe(5);
    expect((await endpoints.fetchCourseDatasetAbout(1)).dataset_name).toBe(
      'World City Temperatures',
    );
    expect(await endpoints.fetchKeywordDefinition(5)).toMatch(/^::ai\{/);
    expect((await endpoints.fetchNotes('datasets', 1, 'dataset')).length).toBe(2);
    expect((await endpoints.fetchHistory('datasets', 1, 'dataset')).length).toBeGreaterThan(0);
    expect((await endpoints.fetchMetadataHistory('datasets', 1, 'dataset')).length).toBe(2);
    expect((await endpoints.fetchDataset('world-city-temperatures')).is_course_dataset).toBe(true);
    expect((await endpoints.listDatasets()).length).toBeGreaterThanOrEqual(4);
  });

  it('aborts a keyword request through its signal', async () => {
    usePage();
    const controller = new AbortController();
    controller.abort();
    await expect(
      endpoints.fetchKeywordDefinition(1, { signal: controller.signal }),
    ).rejects.toMatchObject({
      kind: 'aborted',
    });
  });

  it('throws ApiError with the status for other calls', async () => {
    usePage();
    await expect(endpoints.fetchKeywordDefinition(999)).rejects.toBeInstanceOf(ApiError);
    await expect(endpoints.fetchKeywordDefinition(999)).rejects.toMatchObject({ status: 404 });
  });

  it('manages datasets: privacy, upload, CSV update', async () => {
    usePage();
    await browser.login('premium_teacher');
    expect((await endpoints.updateDatasetPrivacy('my-bike-rides', 'Public', true)).privacy).toBe(
      'Public',
    );
    const form = new FormData();
    form.set(
      'file',
      new File(['Day,Steps\nMon,5400\nTue,7200\n'], 'steps.csv', { type: 'text/csv' }),
    );
    form.set('dataset_name', 'Daily Steps');
    const dataset = await endpoints.uploadUserDataset(form);
    expect(dataset).toMatchObject({ dataset_name: 'Daily Steps', is_user_dataset: true });
    const update = new FormData();
    update.set('file', new File(['Day,Steps\nMon,5400\nTue,7200\nWed,6100\n'], 'steps.csv'));
    expect(await endpoints.updateDatasetCsv(dataset.id, update)).toEqual({
      success: true,
      id: dataset.id,
      rows: 3,
      columns: 2,
    });
  });

  it('sends feedback, bookmarks, plot images', async () => {
    usePage();
    await browser.login('teacher');
    const feedback = {
      title: 'Step 1',
      message: 'Looks good.',
      url: 'http://localhost/courses/climate-data/',
      user_type: 'TEACHER',
    };
    expect(await endpoints.submitFeedback(feedback)).toBe(200);
    expect(await endpoints.submitFeedback({ ...feedback, message: 'no' })).toBe(400);

    const bookmark = await endpoints.addBookmark({ object_type: 'lesson', object_id: 1 });
    expect((await endpoints.listBookmarks()).map((b) => b.id)).toEqual([bookmark.id]);
    await endpoints.removeBookmark(bookmark.id);
    expect(await endpoints.listBookmarks()).toEqual([]);

    expect(await endpoints.uploadPlotImage(await ownCaptureId(browser), 9, PNG_DATA_URL)).toMatch(
      /^\/media\/plots\/.+\.png$/,
    );
  });

  it('edits an activity in the content builder and sends it for review', async () => {
    usePage();
    await browser.login('premium_teacher');
    expect((await endpoints.updateBuilderActivity(4, { content: 'New question?' })).content).toBe(
      'New question?',
    );
    expect(await endpoints.submitActivityForReview(4)).toEqual({
      success: true,
      status: 'in_review',
    });
  });

  it('reads lookups and speech', async () => {
    usePage();
    expect((await endpoints.fetchDiscountSetting('SCHOOL_DISCOUNT')).value).toBe(35);
    expect((await endpoints.fetchPartnerIcons()).map((icon) => icon.value)).toContain('globe');
    const audio = await endpoints.fetchSpeechAudio('Hello class.');
    expect(audio.type).toBe('audio/wav');
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString('ascii'),
    ).toBe('RIFF');
    expect((await endpoints.fetchSpeechMarks('Hello class.')).map((m) => [m.start, m.end])).toEqual(
      [
        [0, 5],
        [6, 12],
      ],
    );
  });
});
