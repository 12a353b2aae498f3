/** Every rule of the suite, grouped by subject in the order they are reported. */
import type { Rule } from '../rule';
import { accountRules } from './account';
import { antiForgeryRules } from './antiForgery';
import { answerRules } from './answers';
import { builderRules } from './builder';
import { datasetRules } from './datasets';
import { embedRules } from './embed';
import { inputRules } from './inputs';
import { linkRules } from './links';
import { premiumRules } from './premium';
import { unpublishedRules } from './unpublished';

export const ALL_RULES: readonly Rule[] = [
  ...accountRules,
  ...antiForgeryRules,
  ...answerRules,
  ...datasetRules,
  ...premiumRules,
  ...linkRules,
  ...inputRules,
  ...builderRules,
  ...embedRules,
  ...unpublishedRules,
];
