export const catalogueKeys = {
  items: () => ['admin', 'catalogue', 'items'] as const,
  priceHistory: (itemId: string) => ['admin', 'catalogue', 'priceHistory', itemId] as const,
  groups: () => ['admin', 'catalogue', 'groups'] as const,
  coupons: () => ['admin', 'catalogue', 'coupons'] as const,
  coupon: (code: string) => ['admin', 'catalogue', 'coupon', code] as const,
  butchers: () => ['admin', 'catalogue', 'butchers'] as const,
};
