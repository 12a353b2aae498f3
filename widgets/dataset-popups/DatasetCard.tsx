import { useState } from 'react';
import {
  Alert,
  Button,
  LinkButton,
  Text,
  TextLink,
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
        {deletedMessage(dataset.dataset_name)}{' '}
        <TextLink href={DATASETS_PATH}>All datasets</TextLink>
      </Alert>
    );
  }

  return (
    <CardSection label={`Dataset: ${dataset.dataset_name}`} testId="dataset-popups.card">
      <ArchivedBanner dataset={dataset} />
      <div
        style={{
          display: 'flex',
          gap: 8,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ minWidth: 0 }}>
          <Text variant="overline" component="p" tone="secondary" style={{ lineHeight: 1.6 }}>
            {contentKindName(
              dataset.is_user_dataset ? 'userdataset' : 'dataset',
              dataset.is_tuva_jr,
            )}
          </Text>
          <Text component="h3" variant="h6" style={{ overflowWrap: 'anywhere' }}>
            {dataset.dataset_name}
          </Text>
          {dataset.case_attrib_stats && (
            <Text variant="body2" tone="secondary">
              {`${dataset.case_attrib_stats.cases} cases, ${dataset.case_attrib_stats.attributes} attributes`}
            </Text>
          )}
        </div>
        <DatasetActionsMenu actions={actions} onOpenPopup={show} />
      </div>
      <div style={{ marginTop: 12 }}>
        <PrivacyControl
          dataset={dataset}
          editable={isOwner(user, dataset)}
          onSaved={onDatasetChange}
        />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
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
        <LinkButton variant="text" href={insertDataHref(dataset)}>
          Open in data tool
        </LinkButton>
      </div>
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
