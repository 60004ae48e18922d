/**
 * The files whose every word goes through the message catalogue (messages/, decision 072): lint refuses
 * words written in their JSX, and `npm run check:messages` refuses a message they use that Kiswahili lacks.
 * The storefront's first screen so far; each slice that translates an area adds its files here, or a
 * folder (ending in /) for every file under it.
 * @type {readonly string[]}
 */
export const TRANSLATED_FILES = [
  'src/app/layout/account-menu.tsx',
  'src/app/layout/app-layout.tsx',
  'src/app/layout/back-office-layout.tsx',
  'src/app/layout/back-office-nav.tsx',
  'src/app/layout/brand.tsx',
  'src/app/layout/color-scheme-toggle.tsx',
  'src/app/layout/connection-status.tsx',
  'src/app/layout/footer.tsx',
  'src/app/layout/install-button.tsx',
  'src/app/layout/language-switch.tsx',
  'src/app/layout/main-nav.tsx',
  'src/app/layout/signed-in-menu.tsx',
  'src/app/screens/farmer-screen.tsx',
  'src/components/loading-screen.tsx',
  'src/components/query-error.tsx',
  'src/lib/domain-words.ts',
  'src/features/back-office/orders/',
  'src/features/back-office/shop-day/',
  'src/features/common/auth/components/session-banner.tsx',
  'src/features/field/driver/',
  'src/features/field/farmer/',
  'src/features/storefront/cart/components/cart-badge.tsx',
  'src/features/storefront/cart/components/cart-link.tsx',
  'src/features/storefront/catalog/components/group-grid.tsx',
  'src/features/storefront/catalog/components/home-page.tsx',
  'src/features/storefront/catalog/components/item-card-grid.tsx',
  'src/features/storefront/catalog/components/item-card.tsx',
  'src/features/storefront/catalog/components/saved-copy-note.tsx',
];
