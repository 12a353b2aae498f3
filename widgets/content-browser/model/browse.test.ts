import type { ContentItem } from '@courses/runtime';
import {
  DEFAULT_CATEGORY,
  RECENTLY_PUBLISHED_COUNT,
  categoriesOf,
  categoryOf,
  inCategory,
  initialCategory,
  kindLabel,
  preferredCategory,
  recentlyPublished,
} from './browse';

function item(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    kind: 'dataset',
    id: 1,
    title: 'An item',
    url: '/tableview/dataset/an-item/',
    lesson_type: null,
    is_premium: false,
    is_tuva_jr: false,
    subject: 'math',
    published: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const subjects = (...values: (string | null)[]) => values.map((subject) => ({ subject }));

describe('subject categories (spec section 9)', () => {
  it('files an unknown or missing subject under other', () => {
    expect(categoryOf({ subject: 'science' })).toBe('science');
    expect(categoryOf({ subject: 'astrology' })).toBe('other');
    expect(categoryOf({ subject: null })).toBe('other');
  });

  it('prefers the most frequent category among the items', () => {
    expect(preferredCategory(subjects('science', 'math', 'science', null))).toBe('science');
    expect(preferredCategory(subjects('social-studies'))).toBe('social-studies');
  });

  it('falls back to math when other is the most frequent, and for no items at all', () => {
    expect(preferredCategory(subjects(null, 'x', 'science'))).toBe('math');
    expect(preferredCategory([])).toBe(DEFAULT_CATEGORY);
    expect(DEFAULT_CATEGORY).toBe('math');
  });

  it('breaks a tie by the order of the categories', () => {
    expect(preferredCategory(subjects('science', 'math'))).toBe('math');
    expect(preferredCategory(subjects('ela', 'science'))).toBe('science');
  });

  it('opens on the saved category when it has items, else the preferred one', () => {
    const items = subjects('science', 'science', 'math');
    expect(initialCategory(items, 'math')).toBe('math');
    expect(initialCategory(items, 'ela')).toBe('science');
    expect(initialCategory(items, 'nonsense')).toBe('science');
    expect(initialCategory(items, null)).toBe('science');
  });

  it('offers every category with items, in order, and always math', () => {
    expect(categoriesOf(subjects('science', null))).toEqual(['math', 'science', 'other']);
    expect(categoriesOf([])).toEqual(['math']);
    expect(inCategory([item({ id: 1 }), item({ id: 2, subject: null })], 'other')).toEqual([
      item({ id: 2, subject: null }),
    ]);
  });
});

describe('recently published (spec section 9)', () => {
  it('lists the 3 newest, newest first', () => {
    const items = ['2024-03-01', '2024-09-01', '2023-01-01', '2024-06-01', '2024-01-01'].map(
      (date, id) => item({ id, published: `${date}T00:00:00.000Z` }),
    );
    expect(RECENTLY_PUBLISHED_COUNT).toBe(3);
    expect(recentlyPublished(items).map((i) => i.id)).toEqual([1, 3, 0]);
  });

  it('lists fewer when there are fewer, keeping the order of equal dates', () => {
    const items = [item({ id: 7 }), item({ id: 8 })];
    expect(recentlyPublished(items).map((i) => i.id)).toEqual([7, 8]);
  });
});

describe('kind labels (spec section 1)', () => {
  it('names courses, data stories and datasets, with Jr. for junior content', () => {
    expect(kindLabel(item({ kind: 'course' }))).toBe('Course');
    expect(kindLabel(item({ kind: 'datastory', lesson_type: 'datastory' }))).toBe('Data Story');
    expect(kindLabel(item({ kind: 'dataset', is_tuva_jr: true }))).toBe('Jr. Dataset');
  });

  it('names an activity by its lesson type', () => {
    const activity = (lesson_type: ContentItem['lesson_type'], is_tuva_jr = false) =>
      kindLabel(item({ kind: 'activity', lesson_type, is_tuva_jr }));
    expect(activity('task')).toBe('Task');
    expect(activity('practice', true)).toBe('Jr. Practice');
    expect(activity('taskassessment')).toBe('Assessment');
    expect(activity('lesson', true)).toBe('Jr. Activity');
  });
});
