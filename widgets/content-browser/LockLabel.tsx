import { LockIcon, JUNIOR_TOOLTIP, PREMIUM_TOOLTIP, TipChip } from '@courses/runtime';

/** The lock label of spec section 6, with its tooltip. */
export function LockLabel({ lock }: { lock: 'premium' | 'junior' }) {
  return (
    <TipChip
      label={lock === 'junior' ? 'Jr.' : 'Premium'}
      tip={lock === 'junior' ? JUNIOR_TOOLTIP : PREMIUM_TOOLTIP}
      icon={<LockIcon />}
      testId="content-browser.lock"
    />
  );
}
