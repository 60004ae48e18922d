import { describe, expect, it } from 'vitest';
import { chosenPages } from './measured-pages';

const paths = (words: string | undefined) => {
  const { storefront, signedIn } = chosenPages(words);
  return [
    ...storefront.map(({ path }) => path),
    ...signedIn.flatMap(({ pages }) => pages.map(({ path }) => path)),
  ];
};

describe('the pages a browser bench measures', () => {
  it('are all nine when none is chosen', () => {
    expect(paths(undefined)).toHaveLength(9);
  });

  it('are the home page alone for "/", which every path holds', () => {
    expect(paths('/')).toEqual(['/']);
  });

  it('are one page for its path, and every page whose path holds a word', () => {
    expect(paths('/cart,driverpage')).toEqual(['/cart', '/driverpage']);
    expect(paths('beef')).toEqual(['/shop/beef', '/shop/beef/beef-sirloin']);
  });

  it('are a half by its name, and sign in only the roles whose pages are chosen', () => {
    expect(paths('storefront')).toEqual(['/', '/shop/beef', '/shop/beef/beef-sirloin', '/cart']);
    expect(chosenPages('user').signedIn.map(({ area }) => area)).toEqual(['checkout']);
  });
});
