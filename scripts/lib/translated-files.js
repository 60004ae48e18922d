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
  'src/app/screens/item-screen.tsx',
  'src/app/screens/logout-screen.tsx',
  'src/app/screens/open-order-screen.tsx',
  'src/app/screens/sign-up-screen.tsx',
  'src/components/',
  'src/features/back-office/catalogue/',
  'src/features/back-office/orders/',
  'src/features/back-office/production/',
  'src/features/back-office/shop-day/',
  'src/features/common/auth/',
  'src/features/field/driver/',
  'src/features/field/farmer/',
  'src/features/storefront/account/',
  'src/features/storefront/cart/',
  'src/features/storefront/catalog/',
  'src/features/storefront/checkout/',
  'src/features/storefront/delivery/',
  'src/features/storefront/info/',
  'src/features/storefront/orders/',
  'src/features/storefront/push/',
  'src/features/storefront/suppliers/',
  'src/lib/domain-words.ts',
  'src/lib/species-words.ts',
  'src/lib/unit-words.ts',
  'src/lib/firebase/callable-error.ts',
  'src/lib/quantity-words.ts',
  'src/lib/slot-labels.ts',
];
