import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { findEnrollmentById } from '../repos/courses';
import { insertPlotImage } from '../repos/plotImages';
import { findUserLesson } from '../repos/userLessons';
import { NotFound } from './errors';
import { saveImageDataUrl } from './mediaStore';

/** Plot images live in the media folder's plots/ (their URLs are /media/plots/...). */
const PLOT_FOLDER = 'plots';

/**
 * Refuses a capture target that is not one of the user's course enrollments or standalone
 * user lessons, as if it did not exist, so ids of other students cannot be probed.
 */
export function assertCaptureTarget(db: Db, userId: number, id: number): void {
  const owned =
    findEnrollmentById(db, id)?.user_id === userId || findUserLesson(db, id)?.user_id === userId;
  if (!owned) throw new NotFound('Enrollment not found.');
}

/** Checks and stores an image data URL as the user's plot image; returns its public URL. */
export function storePlotImage(
  db: Db,
  mediaDir: string,
  userId: number,
  owner: { a: string; b: string },
  dataUrl: string,
): string {
  const url = saveImageDataUrl(mediaDir, PLOT_FOLDER, dataUrl);
  insertPlotImage(db, userId, owner, url, nowIso());
  return url;
}
