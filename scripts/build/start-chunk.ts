import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

/** The libraries every screen runs: React, the router, the query cache, Mantine's hooks and core (not its components). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|@mantine[\\/]hooks|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

/**
 * One chunk for the libraries every screen runs. Left to the bundler they were split into many small
 * chunks by which pages share them, and the app's start waited for each: a round trip on a slow line
 * and a `modulepreload` link inserted by the entry while the frame is on screen, for each
 * (docs/decisions/047-storefront-main-thread.md).
 */
export const frameworkChunk: Group = { name: 'framework', test: FRAMEWORK };
