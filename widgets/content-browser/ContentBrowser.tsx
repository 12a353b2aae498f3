import { Suspense, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  CONTENT_FILTERS,
  Loading,
  currentUserAtom,
  fetchContentItems,
  type ContentFilter,
  RequestFailed,
  retryableLazy,
  useRequest,
} from '@courses/runtime';
import { ItemList } from './ItemList';
import {
  BY_SUBJECT_HEADING,
  FILTER_LABELS,
  NOTHING_LISTED,
  RECENTLY_PUBLISHED_HEADING,
} from './messages';
import { recentlyPublished } from './model/browse';
import type { ContentBrowserProps } from './props';

// Below the recent list: its code (and MUI's tabs) load after the first paint.
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
  const user = useAtomValue(currentUserAtom);
  const [filter, setFilter] = useState<ContentFilter>(initialFilter);
  // A new filter or a retry reads as loading until its answer comes.
  const { state: list, retry } = useRequest(`content:${filter}`, (signal) =>
    fetchContentItems(filter, { signal }),
  );
  const titleId = useId();
  const filterLabelId = useId();
  const sub = heading((headingLevel + 1) as Level);

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="content-browser">
      <Typography id={titleId} component={heading(headingLevel)} variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <FormControl sx={{ mb: 1 }}>
        <FormLabel id={filterLabelId}>Show</FormLabel>
        <RadioGroup
          row
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={(event) => setFilter(event.target.value as ContentFilter)}
        >
          {CONTENT_FILTERS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio size="small" />}
              label={FILTER_LABELS[value]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && <RequestFailed message={list.message} retry={retry} />}
      {list.status === 'ready' && list.data.length === 0 && <p>{NOTHING_LISTED}</p>}
      {list.status === 'ready' && list.data.length > 0 && (
        <>
          <Typography component={sub} variant="h6" sx={{ mt: 1 }}>
            {RECENTLY_PUBLISHED_HEADING}
          </Typography>
          <ItemList
            items={recentlyPublished(list.data)}
            user={user}
            label={RECENTLY_PUBLISHED_HEADING}
          />
          <Typography component={sub} variant="h6" sx={{ mt: 2 }}>
            {BY_SUBJECT_HEADING}
          </Typography>
          <Suspense fallback={<Loading />}>
            <SubjectSection items={list.data} user={user} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
