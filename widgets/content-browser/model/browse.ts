import {
  SUBJECT_CATEGORIES,
  contentKindName,
  type ContentItem,
  type SubjectCategory,
} from '@courses/runtime';

/** Spec section 9: the 'Recently published' list holds 3 items. */
export const RECENTLY_PUBLISHED_COUNT = 3;
/** Spec section 9: the category shown when nothing says otherwise. */
export const DEFAULT_CATEGORY: SubjectCategory = 'math';
/** Spec section 9: where items of no known subject go. */
export const FALLBACK_CATEGORY: SubjectCategory = 'other';

export const CATEGORY_NAMES: Record<SubjectCategory, string> = {
  math: 'Math',
  science: 'Science',
  'social-studies': 'Social Studies',
  ela: 'English Language Arts',
  other: 'Other',
};

export function isCategory(value: unknown): value is SubjectCategory {
  return (SUBJECT_CATEGORIES as readonly unknown[]).includes(value);
}

/** An item's category: its subject when the product knows it, otherwise other. */
export function categoryOf(item: Pick<ContentItem, 'subject'>): SubjectCategory {
  return isCategory(item.subject) ? item.subject : FALLBACK_CATEGORY;
}

/**
 * Spec section 9: the preferred category is the most frequent among the items (a tie goes to
 * the one listed first); other falls back to math, and so does an empty list.
 */
export function preferredCategory(items: readonly Pick<ContentItem, 'subject'>[]): SubjectCategory {
  const counts = new Map<SubjectCategory, number>();
  for (const item of items) {
    const category = categoryOf(item);
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  let best: SubjectCategory | null = null;
  for (const category of SUBJECT_CATEGORIES) {
    const count = counts.get(category) ?? 0;
    if (count > 0 && (best === null || count > (counts.get(best) ?? 0))) best = category;
  }
  return best === null || best === FALLBACK_CATEGORY ? DEFAULT_CATEGORY : best;
}

/**
 * The category to open with: the one the user chose last time (the dashboardPreferenceSubject
 * preference) when it has items, otherwise the preferred one.
 */
export function initialCategory(
  items: readonly Pick<ContentItem, 'subject'>[],
  saved: string | null | undefined,
): SubjectCategory {
  if (isCategory(saved) && items.some((item) => categoryOf(item) === saved)) return saved;
  return preferredCategory(items);
}

/** The categories to offer: every one with items, in the product's order, and the default. */
export function categoriesOf(items: readonly Pick<ContentItem, 'subject'>[]): SubjectCategory[] {
  const present = new Set(items.map(categoryOf));
  present.add(DEFAULT_CATEGORY);
  return SUBJECT_CATEGORIES.filter((category) => present.has(category));
}

export function inCategory<T extends Pick<ContentItem, 'subject'>>(
  items: readonly T[],
  category: SubjectCategory,
): T[] {
  return items.filter((item) => categoryOf(item) === category);
}

/** Spec section 9: the newest items, 3 of them; equal dates keep the list's order. */
export function recentlyPublished<T extends Pick<ContentItem, 'published'>>(
  items: readonly T[],
  count = RECENTLY_PUBLISHED_COUNT,
): T[] {
  const time = (item: T) => Date.parse(item.published) || 0;
  return [...items].sort((a, b) => time(b) - time(a)).slice(0, count);
}

/**
 * What an item is called (spec section 1): Course, Data Story, Dataset; an activity by its
 * lesson type (Task, Practice, Assessment, otherwise Activity); junior content gets Jr.
 */
export function kindLabel(item: Pick<ContentItem, 'kind' | 'lesson_type' | 'is_tuva_jr'>): string {
  const junior = item.is_tuva_jr;
  if (item.kind !== 'activity') return contentKindName(item.kind, junior);
  switch (item.lesson_type) {
    case 'task':
      return contentKindName('task', junior);
    case 'practice':
      return contentKindName('practice', junior);
    case 'taskassessment':
      return contentKindName('assessment', junior);
    default:
      return contentKindName('activity', junior);
  }
}
