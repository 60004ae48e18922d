import { describe, expect, it } from 'vitest';
import { scriptsNotRun } from './scripts-not-run';

const APP = 'http://127.0.0.1:5000';

describe('scriptsNotRun', () => {
  it('names a script answered with the page instead, or not answered', () => {
    expect(
      scriptsNotRun([
        { url: `${APP}/shop/beef`, statusCode: 200, resourceType: 'Document', mimeType: 'text/html' },
        {
          url: `${APP}/assets/index-BV1FdQdd.js`,
          statusCode: 200,
          resourceType: 'Script',
          mimeType: 'text/html',
        },
        { url: `${APP}/assets/start-gone.js`, statusCode: 404, resourceType: 'Script' },
      ]),
    ).toEqual([`${APP}/assets/index-BV1FdQdd.js (200 text/html)`, `${APP}/assets/start-gone.js (404)`]);
  });

  it('passes scripts served as JavaScript and whatever is not a script', () => {
    expect(
      scriptsNotRun([
        {
          url: `${APP}/assets/index-erqozAe9.js`,
          statusCode: 200,
          resourceType: 'Script',
          mimeType: 'application/javascript',
        },
        { url: `${APP}/assets/start.css`, statusCode: 200, resourceType: 'Stylesheet', mimeType: 'text/css' },
        { url: `${APP}/favicon.svg`, statusCode: 404, resourceType: 'Other' },
      ]),
    ).toEqual([]);
  });
});
