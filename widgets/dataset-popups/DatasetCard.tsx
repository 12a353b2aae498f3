import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  contentKindName,
  embedUrl,
  openEmbedDialog,
  type Activity,
  type AppConfig,
  type Dataset,
  type User,
} from '@courses/runtime';
import { CardSection } from './CardSection';
import { ActivitiesList } from './ActivitiesList';
import { ArchivedBanner } from './ArchivedBanner';
import { DatasetActionsMenu } from './DatasetActionsMenu';
import { datasetActions, type DatasetPopup } from './datasetActions';
import { DATASETS_PATH, insertDataHref } from './links';
import { deletedMessage } from './messages';
import {
  AboutDialog,
  ActivityInfoDialog,
  DeleteDatasetDialog,
  MetadataChangesDialog,
  NotesHistoryDialog,
  ShareDialog,
  VocabularyDialog,
} from './lazyDialogs';
import { isOwner } from './permissions';
import { PrivacyControl } from './PrivacyControl';
import { ShareButton } from './share/ShareButton';

interface DatasetCardProps {
  dataset: Dataset;
  user: User | null;
  config: AppConfig | null;
  courseDatasetId: number | undefined;
  /** The host's embed path for datasets; without it there is no Embed button. */
  embedPath?: string | undefined;
  onDatasetChange: (dataset: Dataset) => void;
}

/** Spec section 2: the dataset's name, privacy and actions, and the popups they open. */
export function DatasetCard({
  dataset,
  user,
  config,
  courseDatasetId,
  embedPath,
  onDatasetChange,
}: DatasetCardProps) {
  const [popup, setPopup] = useState<DatasetPopup | null>(null);
  // Kept after closing: the dialog hands focus back only once its exit transition ends.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [activity, setActivity] = useState<Activity | null>(null);
  const [deleted, setDeleted] = useState(false);
  const actions = datasetActions(dataset, user, config);
  const show = (name: DatasetPopup, from: HTMLElement | null) => {
    setOpener(from);
    setPopup(name);
  };
  const popupProps = (name: DatasetPopup) => ({
    open: popup === name,
    onClose: () => setPopup(null),
    returnFocusTo: opener,
  });

  if (deleted) {
    // The card is gone with the dataset; focus goes to the message, where the menu was.
    return (
      <Alert
        severity="success"
        role="status"
        tabIndex={-1}
        ref={(element: HTMLDivElement | null) => element?.focus()}
        data-testid="dataset-popups.deleted"
      >
        {deletedMessage(dataset.dataset_name)} <Link href={DATASETS_PATH}>All datasets</Link>
      </Alert>
    );
  }

  return (
    <CardSection label={`Dataset: ${dataset.dataset_name}`} testId="dataset-popups.card">
      <ArchivedBanner dataset={dataset} />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="overline"
            component="p"
            color="text.secondary"
            sx={{ lineHeight: 1.6 }}
          >
            {contentKindName(
              dataset.is_user_dataset ? 'userdataset' : 'dataset',
              dataset.is_tuva_jr,
            )}
          </Typography>
          <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {dataset.dataset_name}
          </Typography>
          {dataset.case_attrib_stats && (
            <Typography variant="body2" color="text.secondary">
              {`${dataset.case_attrib_stats.cases} cases, ${dataset.case_attrib_stats.attributes} attributes`}
            </Typography>
          )}
        </Box>
        <DatasetActionsMenu actions={actions} onOpenPopup={show} />
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        <PrivacyControl
          dataset={dataset}
          editable={isOwner(user, dataset)}
          onSaved={onDatasetChange}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={(event) => show('about', event.currentTarget)}>
          About
        </Button>
        <ShareButton user={user} onOpen={() => setPopup('share')} />
        {courseDatasetId !== undefined && (
          <Button variant="outlined" onClick={(event) => show('vocabulary', event.currentTarget)}>
            Vocabulary
          </Button>
        )}
        {/* An embed does not offer to embed itself. */}
        {embedPath && window.parent === window ? (
          <Button
            variant="outlined"
            onClick={() =>
              openEmbedDialog({
                url: embedUrl(embedPath, `${encodeURIComponent(dataset.access_url)}/`),
                title: dataset.dataset_name,
                type: dataset.is_user_dataset ? 'userdataset' : 'dataset',
                id: dataset.id,
              })
            }
          >
            Embed
          </Button>
        ) : null}
        <Button variant="text" href={insertDataHref(dataset)}>
          Open in data tool
        </Button>
      </Stack>
      {/* An archived dataset lists its activities in the banner already. */}
      {!dataset.is_archived && (
        <ActivitiesList
          activities={dataset.activities}
          onInfo={(chosen, from) => {
            setActivity(chosen);
            show('activity-info', from);
          }}
        />
      )}

      <AboutDialog {...popupProps('about')} dataset={dataset} user={user} config={config} />
      {courseDatasetId !== undefined && (
        <VocabularyDialog
          {...popupProps('vocabulary')}
          courseDatasetId={courseDatasetId}
          datasetName={dataset.dataset_name}
        />
      )}
      <NotesHistoryDialog {...popupProps('notes-history')} dataset={dataset} />
      <MetadataChangesDialog {...popupProps('metadata')} dataset={dataset} />
      <ActivityInfoDialog {...popupProps('activity-info')} activity={activity} />
      <DeleteDatasetDialog
        {...popupProps('delete')}
        dataset={dataset}
        onDeleted={() => {
          setPopup(null);
          setDeleted(true);
        }}
      />
      <ShareDialog
        open={popup === 'share'}
        onClose={() => setPopup(null)}
        dataset={dataset}
        kind={dataset.is_user_dataset ? 'user-dataset' : 'dataset'}
      />
    </CardSection>
  );
}
