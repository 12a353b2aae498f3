import type { DiscountKind } from '../../../../src/api/schemas/lookup';

export const SEED_DISCOUNTS: { key: DiscountKind; value: number; description: string }[] = [
  {
    key: 'TEACHER_DISCOUNT',
    value: 20,
    description: 'Teachers save 20% on a yearly Premium subscription.',
  },
  {
    key: 'SCHOOL_DISCOUNT',
    value: 35,
    description: 'Schools save 35% when buying ten or more seats.',
  },
  { key: 'JUNIOR_DISCOUNT', value: 15, description: 'Save 15% on a yearly Jr. subscription.' },
];

/** Files under host-demo/public/partner-icons/. */
export const SEED_PARTNER_ICONS = ['calculator', 'globe', 'microscope', 'ruler', 'chart'];
