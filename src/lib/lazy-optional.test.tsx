import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOptional } from './lazy-optional';

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>Sign in</h1>
      <Suspense fallback={null}>{children}</Suspense>
    </main>
  );
}

describe('lazyOptional', () => {
  it('renders the part once its code has loaded', async () => {
    const Prompt = lazyOptional(() => Promise.resolve(() => <p>A new version is ready</p>));
    render(
      <Page>
        <Prompt />
      </Page>,
    );
    expect(await screen.findByText('A new version is ready')).toBeInTheDocument();
  });

  it('keeps the page when its code cannot be fetched (offline before the service worker kept it)', async () => {
    const Prompt = lazyOptional<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { container } = render(
      <Page>
        <Prompt />
      </Page>,
    );
    // Rendered once the failed load has settled: the page is still there, with nothing in the part's place.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(container.querySelector('main')?.childElementCount).toBe(1);
  });
});
