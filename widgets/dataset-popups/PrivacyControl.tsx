import { useId, useState } from 'react';
import {
  GENERIC_ERROR_MESSAGE,
  PRIVACY_VALUES,
  Text,
  isOneOf,
  toast,
  updateDatasetPrivacy,
  type Dataset,
  type Privacy,
} from '@courses/runtime';
import { ensureDatasetPopupsStyles } from './datasetPopupsStyles';
import { PRIVACY_LABELS } from './messages';

interface PrivacyControlProps {
  dataset: Dataset;
  /** Only the owner may change it; everybody else reads it. */
  editable: boolean;
  onSaved: (dataset: Dataset) => void;
}

/**
 * Spec section 4: Private (Only Me) or Public (Anyone with the link). The choice shows at once;
 * a failed PATCH gives the generic error toast and puts the old value back.
 */
export function PrivacyControl({ dataset, editable, onSaved }: PrivacyControlProps) {
  const [value, setValue] = useState<Privacy>(dataset.privacy);
  const [saving, setSaving] = useState(false);
  const selectId = useId();

  if (!editable) {
    return (
      <Text variant="body2" tone="secondary" data-testid="dataset-popups.privacy">
        {`Privacy: ${PRIVACY_LABELS[dataset.privacy]}`}
      </Text>
    );
  }

  const change = async (next: Privacy) => {
    // One change at a time: a second pick while saving would race the first.
    if (saving) return;
    const previous = value;
    setValue(next);
    setSaving(true);
    try {
      onSaved(await updateDatasetPrivacy(dataset.access_url, next, dataset.is_user_dataset));
    } catch (error) {
      console.error('[courses] privacy not changed', error);
      toast(GENERIC_ERROR_MESSAGE, 'error');
      setValue(previous);
    } finally {
      setSaving(false);
    }
  };

  ensureDatasetPopupsStyles();
  return (
    <div className="courses-dataset-popups-privacy">
      <label htmlFor={selectId}>Privacy</label>
      <select
        id={selectId}
        value={value}
        aria-busy={saving}
        onChange={(event) => {
          if (isOneOf(PRIVACY_VALUES, event.target.value)) void change(event.target.value);
        }}
      >
        {PRIVACY_VALUES.map((privacy) => (
          <option key={privacy} value={privacy}>
            {PRIVACY_LABELS[privacy]}
          </option>
        ))}
      </select>
    </div>
  );
}
