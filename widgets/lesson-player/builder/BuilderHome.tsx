import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from '../router';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  ErrorBodySchema,
  GENERIC_ERROR_MESSAGE,
  GuardedButton,
  Loading,
  RequestFailed,
  listDatasets,
  readErrorBody,
  toast,
  useRequest,
  type ActivityType,
  type Dataset,
} from '@courses/runtime';
import {
  ACTIVITY_TITLE_MAX,
  ACTIVITY_TYPES,
  createBuilderActivity,
  listBuilderActivities,
} from '@courses/runtime/requests';
import * as v from '@courses/runtime/valibot';
import { ViewHeading } from '../shell/viewHeading';
import { REVIEW_LABELS } from './messages';

const STATUS_NAMES = { draft: 'Draft', in_review: REVIEW_LABELS.inReview, published: 'Published' };

function CreateActivityForm({ datasets }: { datasets: Dataset[] }) {
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<ActivityType>('Activity');
  const [dataset, setDataset] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleError = touched && title.trim() === '' ? 'Enter a title' : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (title.trim() === '') {
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const created = await createBuilderActivity({
        activity_title: title.trim(),
        activity_type: type,
        dataset: dataset ? Number(dataset) : null,
      });
      void navigate(`/${created.id}/`);
    } catch (error) {
      // What was typed stays; the server's reason is shown when it gave one.
      const body = v.safeParse(ErrorBodySchema, await readErrorBody(error));
      toast(
        error instanceof ApiError && error.status === 400 && body.success
          ? body.output.detail
          : GENERIC_ERROR_MESSAGE,
        'error',
      );
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
    >
      <Typography component="h2" variant="h6" id={`${id}-heading`}>
        Create an activity
      </Typography>
      <TextField
        id={`${id}-title`}
        label="Title"
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={() => setTouched(true)}
        error={titleError !== ''}
        helperText={titleError || ' '}
        slotProps={{ htmlInput: { maxLength: ACTIVITY_TITLE_MAX } }}
        disabled={busy}
      />
      <FormControl>
        <FormLabel id={`${id}-type`}>Type</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as ActivityType)}
        >
          {ACTIVITY_TYPES.map((name) => (
            <FormControlLabel
              key={name}
              value={name}
              control={<Radio />}
              label={name}
              disabled={busy}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box>
        <label htmlFor={`${id}-dataset`}>
          <Typography component="span" sx={{ display: 'block', mb: 0.5 }}>
            Dataset (optional)
          </Typography>
        </label>
        <Box
          component="select"
          id={`${id}-dataset`}
          value={dataset}
          disabled={busy}
          onChange={(event) => setDataset((event.target as HTMLSelectElement).value)}
          aria-describedby={`${id}-dataset-help`}
          sx={{ font: 'inherit', p: 1, minWidth: 280 }}
        >
          <option value="">No dataset</option>
          {datasets.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.dataset_name}
            </option>
          ))}
        </Box>
        <Typography id={`${id}-dataset-help`} variant="body2" color="text.secondary">
          Steps can open it in the data tool, and its attributes are suggested in graph questions.
        </Typography>
      </Box>
      <div>
        <GuardedButton type="submit" variant="contained" busy={busy}>
          {busy ? 'Creating...' : 'Create activity'}
        </GuardedButton>
      </div>
    </Box>
  );
}

/** The builder's start: create an activity, or open one of the teacher's own. */
export function BuilderHome() {
  // The datasets a teacher may build on and their own activities, loaded together.
  const { state: home, retry } = useRequest('builder-home', async (signal) => {
    const [datasets, activities] = await Promise.all([
      listDatasets({ signal }),
      listBuilderActivities({ signal }),
    ]);
    return { datasets, activities };
  });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 3 }}>
      <ViewHeading pageTitle="Content builder">Content builder</ViewHeading>
      {home.status === 'loading' ? <Loading /> : null}
      {home.status === 'failed' ? <RequestFailed message={home.message} retry={retry} /> : null}
      {home.status === 'ready' ? (
        <>
          <CreateActivityForm datasets={home.data.datasets} />
          <Box component="section" aria-labelledby="builder-own-activities">
            <Typography component="h2" variant="h6" id="builder-own-activities">
              Your activities
            </Typography>
            {home.data.activities.length === 0 ? (
              <Typography>You have not built any activities yet.</Typography>
            ) : (
              <ul>
                {home.data.activities.map((activity) => (
                  <li key={activity.id}>
                    <Link component={RouterLink} to={`/${activity.id}/`}>
                      {`${activity.activity_type}: ${activity.activity_title}`}
                    </Link>{' '}
                    {`(${STATUS_NAMES[activity.review_status]}, ${activity.step_count} ${activity.step_count === 1 ? 'step' : 'steps'})`}
                  </li>
                ))}
              </ul>
            )}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
