/**
 * The renderer's own code, as the code loaded on demand (kits/, math/mathjax.ts) uses it: taken
 * from the markup's entry (`kitSupport`, see kitSupport.ts), never from the renderer's modules.
 */
import { kitSupport } from '../index';

export const {
  ALERT_ICON_NAMES,
  ALERT_TYPES,
  DEFAULT_FRAME_HOSTS,
  DEFAULT_VIDEO_HEIGHT,
  DEFAULT_VIDEO_WIDTH,
  classifyUrl,
  ICON_NAMES,
  QUESTION_TYPE_NAMES,
  TEXTAREA_COLUMNS,
  VIDEO_KINDS,
  attributeValue,
  copyOf,
  el,
  finishInPlace,
  iconElement,
  isAlertIconName,
  isAllowedFrameUrl,
  isFlagSet,
  isIconName,
  isSafeImageUrl,
  parseWholeNumber,
  positive,
  problemMark,
  replaceWithChildren,
} = kitSupport;
