import { dehydrate, QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { SERVED_CATALOGUE_ID, SERVED_PAGE_MARKER, SHARED_HEAD } from './frame-markup';
import { render, routerAt } from './prerender';

export type ServedPage = { status: number; html: string };

/** JSON inside a script element: a `<` in the data (a `</script>` in a description) cannot end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * A storefront page rendered with its catalogue, by the function behind Hosting's `/shop/**`
 * (decision 048): a group's or an item's page paints with its data before the app's code has loaded,
 * rather than after the code and the read. The page carries the answers it was rendered from, so the
 * app's first render shows them too (served-catalogue.ts). A read that failed fails the render: the
 * function then serves the page the app renders itself.
 */
export async function renderServedPage(path: string, template: string): Promise<ServedPage> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { html, router } = await render(() => {
    const atPath = routerAt(path, { queryClient, catalogueReads: 'await' });
    return { router: atPath, body: <RouterProvider router={atPath} /> };
  }, 'served');
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0)
    throw new AggregateError(
      failed.map((query) => query.state.error),
      `The catalogue of ${path} could not be read`,
    );
  // An address the router does not know, or a group name the shop could never sell (parseGroup): the
  // router marks the match that shows its not-found page.
  const missing = router.state.matches.some((match) => match.status === 'notFound' || match._notFound);
  const answers = scriptJson(dehydrate(queryClient));
  const page = `${html.replace(SHARED_HEAD, '')}<script type="application/json" id="${SERVED_CATALOGUE_ID}">${answers}</script>`;
  // A function, not a string: `$` in the page's text is not a replacement pattern.
  return { status: missing ? 404 : 200, html: template.replace(SERVED_PAGE_MARKER, () => page) };
}
