import { z } from 'zod/mini';

/** A request as Lighthouse's `network-requests` audit lists it: the fields this reads. */
export const listedRequestSchema = z.object({
  url: z.string(),
  statusCode: z.number(),
  resourceType: z.optional(z.string()),
  mimeType: z.optional(z.string()),
});
type ListedRequest = z.infer<typeof listedRequestSchema>;

/**
 * The scripts a page asked for that came back as something other than JavaScript, and so never ran.
 * The hosting's rewrite answers a file it does not have with index.html (200, text/html), and a group's
 * or an item's page rendered from another build's template names such files: the app did not start and
 * a run's figures are the prerendered frame's alone (decision 078).
 */
export function scriptsNotRun(requests: readonly ListedRequest[]): string[] {
  return requests
    .filter(
      ({ resourceType, statusCode, mimeType }) =>
        resourceType === 'Script' && (statusCode !== 200 || !mimeType?.includes('javascript')),
    )
    .map(({ url, statusCode, mimeType }) => `${url} (${statusCode}${mimeType ? ` ${mimeType}` : ''})`);
}
