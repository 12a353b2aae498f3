/**
 * The renderer's own code that the code loaded on demand (kits/, math/mathjax.ts) uses. That
 * code takes it from the markup's entry, which exports this as `kitSupport` (kits/core.ts hands
 * it on), never from the modules below: webpack joins the renderer's modules into one (scope
 * hoisting) except those imported by code in another file, which stay modules of their own,
 * reached through their exports. Taken from the modules, these would cost every page that
 * shows content several hundred bytes.
 */
export { QUESTION_TYPE_NAMES } from './types';
export { attributeValue, isFlagSet, parseWholeNumber } from './constructs/attributeValues';
export { DEFAULT_VIDEO_HEIGHT, DEFAULT_VIDEO_WIDTH, TEXTAREA_COLUMNS } from './constructs/defaults';
export { copyOf, el, iconElement, problemMark } from './html/staticDom';
export { ALERT_TYPES, VIDEO_KINDS } from './directives';
export { ALERT_ICON_NAMES, ICON_NAMES, isAlertIconName, isIconName } from './icons';
export { finishInPlace, positive, replaceWithChildren } from './html/finishDom';
export { DEFAULT_FRAME_HOSTS, classifyUrl, isAllowedFrameUrl, isSafeImageUrl } from './url';
