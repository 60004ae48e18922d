/**
 * Written by every frame and served page alike: Mantine's theme variables and global classes, and React's
 * preload of the header's logo. They go in the page's head once, where they outlast the frames: the app's
 * own provider does not write them again (decision 047).
 */
export const SHARED_HEAD =
  /<style data-mantine-styles="(?:true|classes)">[\s\S]*?<\/style>|<link rel="preload" as="image"[^>]*>/g;

/** Where a served page goes in the template the build writes for its function (decision 048). */
export const SERVED_PAGE_MARKER = '<!-- served page -->';

/** The script a served page carries its catalogue's answers in, for the app's start to adopt. */
export const SERVED_CATALOGUE_ID = 'served-catalogue';
