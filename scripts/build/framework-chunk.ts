import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

/**
 * The libraries every screen runs: React, the router, the query cache, Mantine's core. Mantine's hooks
 * are not named: the group takes the hooks its modules import with them, and the rest (dragging, focus
 * traps, collapses) stay with the screens that use them (docs/decisions/053-svg-and-hooks-off-the-start.md).
 */
const LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

/**
 * The Mantine components of the app's layout (src/app/layout) and theme, which the start imports whatever
 * the page: in the framework chunk they cost no visitor a byte more. One missing from this list only
 * becomes a chunk of its own again. AppShell is the back office's alone (decision 052).
 */
const LAYOUT_COMPONENTS =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Avatar|Badge|Burger|Button|Center|CloseButton|Container|Group|Indicator|Loader|Stack|Text|Title|Transition|UnstyledButton)[\\/]/;

/**
 * One chunk for the libraries and components every screen runs. Left to the bundler they were split into
 * 25 small chunks by which pages share them, and the app's start waited for each: a round trip on a slow
 * line (docs/decisions/047-storefront-main-thread.md).
 */
export const frameworkChunk: Group = {
  name: 'framework',
  test: (id) => LIBRARIES.test(id) || LAYOUT_COMPONENTS.test(id),
};

/**
 * The delivery windows, the calendar dates they are written in and Nairobi's offset: the route table's search schemas use
 * them (decision 065), so every start loads them. A form loaded on its own after its page has painted (a
 * farmer's counter-offer, decision 077) reaches the dates without the start, and left to the bundler that
 * split them into a chunk of their own: one more file, and 0.2 KB more, for every visitor's start.
 */
export const calendarChunk: Group = {
  name: 'slots',
  test: /[\\/](packages[\\/]domain[\\/]src[\\/](delivery[\\/]slots|kernel[\\/](calendar-date|nairobi-offset))\.ts|node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]iso\.js)$/,
};
