import type { SignInArea } from '@nyama/domain/people/area-screens';
import { DEMO } from '../../tests/e2e/helpers';

/** One demo login and the pages of its role that are measured, each with a text its real content shows. */
export type SignedInPages = {
  email: string;
  /** The area whose screens the service worker caches at this sign-in (decision 029). */
  area: SignInArea;
  pages: readonly { path: string; shows: string }[];
};

/**
 * The signed-in pages `bench:lighthouse` judges and `bench:trace` traces, by the demo login whose phone
 * opens them: the driver's round and a delivery of it (order-1002, out for delivery), the farmer's page,
 * and a customer's account and payment step. The customer is Brian, whose order NY-1003 awaits payment:
 * the step shows it to pay, with its totals and the payment form, with no cart to fill first (Amina's
 * order is on the road: her step would be an empty cart).
 */
const SIGNED_IN: readonly SignedInPages[] = [
  {
    email: DEMO.driver,
    area: 'driver',
    pages: [
      { path: '/driverpage', shows: 'NY-1002' },
      { path: '/driverorder?orderId=order-1002', shows: 'NY-1002' },
    ],
  },
  { email: DEMO.farmer, area: 'farmer', pages: [{ path: '/farmerpage', shows: 'FO-0005' }] },
  {
    email: DEMO.customer2,
    area: 'checkout',
    pages: [
      { path: '/user', shows: 'NY-1003' },
      { path: '/copayment', shows: 'NY-1003' },
    ],
  },
];

/**
 * The storefront pages both browser benches measure as a first visit (a fresh profile, nothing stored),
 * each with a text it shows: `bench:lighthouse` judges them, `bench:trace` traces them.
 */
export const STOREFRONT: readonly { path: string; shows: string }[] = [
  { path: '/', shows: 'Fresh meat, delivered across Nairobi' },
  { path: '/shop/beef', shows: 'Sirloin steak' },
  { path: '/shop/beef/beef-sirloin', shows: 'Sirloin steak' },
  { path: '/cart', shows: 'Your cart is empty.' },
];

/**
 * The pages a browser bench measures, from `BENCH_PAGES`: every page when it is unset; `storefront` the
 * storefront's pages and `signed-in` the signed-in ones; a path (`/`, `/cart`) that page alone; any
 * other word the pages whose path holds it (`BENCH_PAGES=driverpage,user`). A role none of whose pages
 * is chosen is not signed in.
 */
export function chosenPages(words: string | undefined): {
  storefront: typeof STOREFRONT;
  signedIn: SignedInPages[];
} {
  const list = words?.split(',');
  const chosen = (path: string, half: 'storefront' | 'signed-in') =>
    !list ||
    list.some((word) => word === half || (word.startsWith('/') ? word === path : path.includes(word)));
  return {
    storefront: STOREFRONT.filter(({ path }) => chosen(path, 'storefront')),
    signedIn: SIGNED_IN.map((login) => ({
      ...login,
      pages: login.pages.filter(({ path }) => chosen(path, 'signed-in')),
    })).filter((login) => login.pages.length > 0),
  };
}
