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
  'src/app/layout/brand.tsx',
  'src/app/layout/color-scheme-toggle.tsx',
  'src/app/layout/connection-status.tsx',
  'src/app/layout/footer.tsx',
  'src/app/layout/install-button.tsx',
  'src/app/layout/language-switch.tsx',
  'src/app/layout/main-nav.tsx',
  'src/app/layout/signed-in-menu.tsx',
  'src/app/screens/logout-screen.tsx',
  'src/app/screens/sign-up-screen.tsx',
  'src/components/loading-screen.tsx',
  'src/components/not-found-page.tsx',
  'src/components/query-error.tsx',
  'src/components/route-error.tsx',
  'src/components/sign-in-prompt.tsx',
  'src/lib/domain-words.ts',
  'src/features/common/auth/',
  'src/features/storefront/account/api/',
  'src/features/storefront/account/components/address-card.tsx',
  'src/features/storefront/account/components/address-form.tsx',
  'src/features/storefront/account/components/address-list.tsx',
  'src/features/storefront/account/components/current-order-card.tsx',
  'src/features/storefront/account/components/data-rights-card.tsx',
  'src/features/storefront/account/components/new-address-page.tsx',
  'src/features/storefront/account/components/profile-form.tsx',
  'src/features/storefront/account/components/user-page.tsx',
  'src/features/storefront/cart/components/cart-badge.tsx',
  'src/features/storefront/cart/components/cart-link.tsx',
  'src/features/storefront/catalog/components/group-grid.tsx',
  'src/features/storefront/catalog/components/home-page.tsx',
  'src/features/storefront/catalog/components/item-card-grid.tsx',
  'src/features/storefront/catalog/components/item-card.tsx',
  'src/features/storefront/catalog/components/saved-copy-note.tsx',
  'src/features/storefront/info/',
];
