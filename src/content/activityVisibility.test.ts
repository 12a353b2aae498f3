import { canOpenActivity, isListedPublicly, isPublished } from './activityVisibility';

const author = { id: 4, is_staff: false, is_superuser: false };
const other = { id: 9, is_staff: false, is_superuser: false };

describe('activity visibility', () => {
  it('opens a published activity to everyone and lists it', () => {
    const published = { review_status: 'published' as const, author_id: 4 };
    expect(isPublished(published)).toBe(true);
    expect(isListedPublicly(published)).toBe(true);
    expect(canOpenActivity(published, null, false)).toBe(true);
    expect(canOpenActivity(published, other, false)).toBe(true);
  });

  it('keeps a draft or one in review to its author, staff, superusers and assigned students', () => {
    for (const review_status of ['draft', 'in_review'] as const) {
      const activity = { review_status, author_id: 4 };
      expect(isListedPublicly(activity)).toBe(false);
      expect(canOpenActivity(activity, null, false)).toBe(false);
      expect(canOpenActivity(activity, other, false)).toBe(false);
      expect(canOpenActivity(activity, author, false)).toBe(true);
      expect(canOpenActivity(activity, { ...other, is_staff: true }, false)).toBe(true);
      expect(canOpenActivity(activity, { ...other, is_superuser: true }, false)).toBe(true);
      expect(canOpenActivity(activity, other, true)).toBe(true);
    }
  });
});
