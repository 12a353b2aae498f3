import { Suspense, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  CONTENT_FILTERS,
  Loading,
  currentUserAtom,
  fetchContentItems,
  type ContentFilter,
  RequestFailed,
  Text,
  retryableLazy,
  useRequest,
} from '@courses/runtime';
import { ensureContentBrowserStyles } from './contentBrowserStyles';
import { ItemList } from './ItemList';
import {
  BY_SUBJECT_HEADING,
  FILTER_LABELS,
  NOTHING_LISTED,
  RECENTLY_PUBLISHED_HEADING,
} from './messages';
import { recentlyPublished } from './model/browse';
import type { ContentBrowserProps } from './props';

// Below the recent list: its code (and the tabs) load after the first paint.
const SubjectSection = retryableLazy(() =>
  import('./SubjectSection').then((module) => module.default),
);

type Level = 2 | 3 | 4 | 5;
const heading = (level: Level) => `h${level}` as const;

/**
 * Courses, activities, data stories and datasets by the rules of spec section 9: the three
 * most recently published, then by subject category, under the jr and jr-practice filters,
 * each a link to its page with a lock label where the user's subscription does not open it.
 */
export function ContentBrowser({
  title,
  headingLevel,
  filter: initialFilter,
}: ContentBrowserProps) {
  ensureContentBrowserStyles();
  const user = useAtomValue(currentUserAtom);
  const [filter, setFilter] = useState<ContentFilter>(initialFilter);
  // A new filter or a retry reads as loading until its answer comes.
  const { state: list, retry } = useRequest(`content:${filter}`, (signal) =>
    fetchContentItems(filter, { signal }),
  );
  const titleId = useId();
  const filterName = useId();
  const sub = heading((headingLevel + 1) as Level);

  return (
    <section aria-labelledby={titleId} data-testid="content-browser">
      <Text id={titleId} component={heading(headingLevel)} variant="h5" style={{ marginBottom: 8 }}>
        {title}
      </Text>
      <fieldset className="courses-content-browser-filter">
        <legend>Show</legend>
        <div className="courses-content-browser-options">
          {CONTENT_FILTERS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={filterName}
                value={value}
                checked={filter === value}
                onChange={(event) => setFilter(event.target.value as ContentFilter)}
              />
              {FILTER_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && <RequestFailed message={list.message} retry={retry} />}
      {list.status === 'ready' && list.data.length === 0 && <p>{NOTHING_LISTED}</p>}
      {list.status === 'ready' && list.data.length > 0 && (
        <>
          <Text component={sub} variant="h6" style={{ marginTop: 8 }}>
            {RECENTLY_PUBLISHED_HEADING}
          </Text>
          <ItemList
            items={recentlyPublished(list.data)}
            user={user}
            label={RECENTLY_PUBLISHED_HEADING}
          />
          <Text component={sub} variant="h6" style={{ marginTop: 16 }}>
            {BY_SUBJECT_HEADING}
          </Text>
          <Suspense fallback={<Loading />}>
            <SubjectSection items={list.data} user={user} />
          </Suspense>
        </>
      )}
    </section>
  );
}
