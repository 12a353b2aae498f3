import { openedLazily } from '@courses/runtime';

/**
 * The cards' dialogs, each loaded when it is first opened: a card shows none of them at mount,
 * so a page downloads a dialog (and MUI's dialogs, tables and tabs) only when a reader opens it.
 */
export const AboutDialog = openedLazily(() =>
  import('./AboutDialog').then((module) => module.AboutDialog),
);
export const VocabularyDialog = openedLazily(() =>
  import('./VocabularyDialog').then((module) => module.VocabularyDialog),
);
export const NotesHistoryDialog = openedLazily(() =>
  import('./NotesHistoryDialog').then((module) => module.NotesHistoryDialog),
);
export const MetadataChangesDialog = openedLazily(() =>
  import('./MetadataChangesDialog').then((module) => module.MetadataChangesDialog),
);
export const ActivityInfoDialog = openedLazily(() =>
  import('./ActivityInfoDialog').then((module) => module.ActivityInfoDialog),
);
export const DeleteDatasetDialog = openedLazily(() =>
  import('./DeleteDatasetDialog').then((module) => module.DeleteDatasetDialog),
);
export const ShareDialog = openedLazily(() =>
  import('./share/ShareDialog').then((module) => module.ShareDialog),
);
