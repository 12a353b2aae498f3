/**
 * The shared runtime: one instance per page, shared by every widget through Module
 * Federation as '@courses/runtime'. Widgets import from here, never from src/ paths.
 */
export { api, createApiClient, settle, swallow } from './api/client';
export type { ApiClient, ApiClientOptions, CallResult, RequestOptions } from './api/client';
export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  APP_CONFIG_ERROR_MESSAGE,
  ASSESSMENT_SUBMITTED_MESSAGE,
  STEP_SUBMITTED_MESSAGE,
  isAbortError,
} from './api/errors';
export { readCookie, isUnsafeMethod } from './api/csrf';
export { fetchCurrentUser, fetchAppConfig, loadAppConfig, savePreference } from './api/session';
export * from './api/schemas/user';
export * from './api/schemas/appConfig';
export { getRuntimeConfig, isPartnerHost, defaultRuntimeConfig } from './config/runtimeConfig';
export type { RuntimeConfig } from './config/runtimeConfig';
export {
  pageStore,
  currentUserAtom,
  appConfigAtom,
  textSizeAtom,
  userPreferencesAtom,
  preferenceChangesOnPageAtom,
  setPreferenceAtom,
} from './state/pageStore';
export type { PreferenceChange } from './state/pageStore';
export { sessionValue } from './storage/session';
export { FOCUS_RING, spacing, tokens } from './theme/tokens';
export type { TypeVariant } from './theme/tokens';
export { alpha, darken, lighten } from './theme/colors';
export { declarations, rules } from './theme/css';
export type { StyleRules } from './theme/css';
export { ensureSheet } from './theme/sheet';
// The kit: what widgets show first, without MUI (src/ui/kit/kitStyles.ts).
export { Alert, SeverityIcon } from './ui/kit/Alert';
export type { AlertProps } from './ui/kit/Alert';
export { Button, LinkButton } from './ui/kit/Button';
export type { ButtonProps, LinkButtonProps } from './ui/kit/Button';
export { Chip } from './ui/kit/Chip';
export { IconButton } from './ui/kit/IconButton';
export type { IconButtonProps } from './ui/kit/IconButton';
export { Spinner } from './ui/kit/Spinner';
export { Surface } from './ui/kit/Surface';
export { Text } from './ui/kit/Text';
export type { TextProps } from './ui/kit/Text';
export { TextButton, TextLink } from './ui/kit/TextLink';
export { TipChip } from './ui/kit/TipChip';
export { classNames } from './ui/kit/classNames';
export { toast, ensureToastArea, TOAST_AUTO_HIDE_MS } from './ui/toasts';
export type { ToastVariant } from './ui/toasts';
export { Loading } from './ui/Loading';
export { defineWidget } from './mount/defineWidget';
export type { MountFunction, WidgetDefinition } from './mount/defineWidget';
export { setSlotState } from './mount/slotState';
export type { SlotState } from './mount/slotState';
export { WidgetFrame } from './ui/WidgetFrame';
export { DATA_TOOL_SPACE, dataToolSpace } from './ui/dataToolSpace';
export { GuardedButton } from './ui/GuardedButton';
export type { GuardedButtonProps } from './ui/GuardedButton';
export { useDebounce, DEBOUNCE_MS } from './ui/useDebounce';
export { afterNextPaint, whenIdle, whenPageSettled, whenSettled } from './ui/whenIdle';
export { holdPageBusy, usePageBusy, whenPageFree } from './ui/pageBusy';
export { useFirstViewShown } from './mount/firstView';
export * from './api/schemas';
// The calls every widget may make at mount. Those made only when a reader asks are the
// requests entry's ('@courses/runtime/requests', src/requests): not here, so that importing one
// from the core cannot bring it back into every page's first load.
export type { CallOptions } from './api/endpoints/callOptions';
export * from './api/endpoints/errorBody';
export * from './api/endpoints/users';
export * from './api/endpoints/lessons';
export * from './api/endpoints/courses';
export * from './api/endpoints/courseResponses';
export * from './api/endpoints/userLessons';
export * from './api/endpoints/courseDatasets';
export * from './api/endpoints/datasets';
export * from './api/endpoints/keywords';
export * from './api/endpoints/bookmarks';
export * from './api/endpoints/plots';
export * from './api/endpoints/lookup';
export * from './api/endpoints/savedPlots';
export * from './api/endpoints/contentBrowser';
export { OPEN_FEEDBACK_EVENT, openFeedbackDialog } from './events/openFeedback';
export { OPEN_EMBED_EVENT, embedUrl, openEmbedDialog } from './events/openEmbed';
export { LOG_IN_EVENT, requestLogin } from './events/requestLogin';
export type { OpenEmbedDetail } from './events/openEmbed';
export type { OpenFeedbackDetail } from './events/openFeedback';
export { OPEN_SHARE_EVENT, openShareDialog } from './events/openShare';
export type { OpenShareDetail } from './events/openShare';
export { OPEN_DATASET_POPUP_EVENT, openDatasetPopup } from './events/openDatasetPopup';
export type { OpenDatasetPopupDetail } from './events/openDatasetPopup';
export { sendEvent } from './events/eventMap';
export type { CoursesEventMap, CoursesEventName, WidgetStateDetail } from './events/eventMap';
export { useOpenEvent } from './events/useOpenEvent';
export { MISSING, RequestFailure, orMissing, useRequest } from './ui/useRequest';
export type { RequestState } from './ui/useRequest';
export { useElementWidth } from './ui/useElementWidth';
export { VISUALLY_HIDDEN } from './ui/visuallyHidden';
export { isOneOf } from './typeGuards/isOneOf';
export { loadOnce } from './ui/loadOnce';
export { menuOpenedLazily, openedLazily } from './ui/openedLazily';
export { LoadFailedError, retryFailedLoads, retryableLazy } from './ui/retryableLazy';
export { LOAD_FAILED_MESSAGE, LoadBoundary } from './ui/LoadBoundary';
export { WaitsForCode } from './ui/WaitsForCode';
export { RequestFailed } from './ui/RequestFailed';
export { LockIcon } from './ui/LockIcon';
export { PathIcon } from './ui/PathIcon';
export { Tabs } from './ui/Tabs';
export type { TabItem, TabsProps } from './ui/Tabs';
export { canShareWithClass } from './classroom/classrooms';
export { pathUnderBase, readCourseAppPath } from './content/courseAppPath';
export type { CourseAppPath } from './content/courseAppPath';
export { CONTENT_KIND_NAMES, contentKindName, isContentKind } from './content/contentKinds';
export type { ContentKind } from './content/contentKinds';
export { JUNIOR_TOOLTIP, PREMIUM_TOOLTIP, canUse, lockOf } from './content/access';
export type { GatedContent } from './content/access';
export { TYPE_AHEAD_RESET_MS, createTypeAhead, findTypeAheadMatch } from './ui/typeAhead';
export type { TypeAhead, TypeAheadItem, TypeAheadOptions } from './ui/typeAhead';
export { useMenuTypeAhead } from './ui/useMenuTypeAhead';
export type { MenuTypeAheadHandlers } from './ui/useMenuTypeAhead';
export { builderAccess, canUseBuilder } from './content/builderAccess';
export type { BuilderAccess, BuilderSetting, BuilderUser } from './content/builderAccess';
