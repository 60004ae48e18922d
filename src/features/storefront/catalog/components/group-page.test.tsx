import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item, ItemGroup } from '@nyama/domain/catalogue/catalog';
import { readGroupItems, readHomeCatalogue } from '../../../../lib/firebase/storefront-firestore';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { saveSnapshot } from '../api/catalog-store';
import { GroupPage } from './group-page';

// The network is not here: each REST read answers what the test says. The saved copy is real (Dexie on
// an in-memory IndexedDB), and so are the page's queries and their choice between the two.
vi.mock('../../../../lib/firebase/storefront-firestore', () => ({
  readHomeCatalogue: vi.fn(),
  readGroupItems: vi.fn(),
}));

type ItemWithId = Item & { id: string };

const beef: ItemGroup & { id: 'beef' } = {
  id: 'beef',
  name: 'Beef',
  description: 'Fresh beef from Kajiado',
  image: { kind: 'illustration', key: 'steak' },
  sortOrder: 1,
  visible: true,
};
const sirloin: ItemWithId = {
  id: 'beef-sirloin',
  groupId: 'beef',
  name: 'Sirloin steak',
  cut: 'Steak',
  description: '',
  image: { kind: 'illustration', key: 'steak' },
  taxType: 'A',
  taxClass: '99011019',
  featured: false,
  active: true,
  sortOrder: 1,
  pendingPrice: null,
  unit: 'kg',
  pricePerKgCents: 120_000,
  stepGrams: 250,
  minGrams: 500,
  stockGrams: 10_000,
};

/** The group's read, answered (or failed) when the test says. */
function pendingItems() {
  const settle: { answer?: (rows: ItemWithId[]) => void; fail?: () => void } = {};
  vi.mocked(readGroupItems).mockReturnValue(
    new Promise((resolve, reject) => {
      settle.answer = (rows) => resolve({ rows, unreadable: 0 });
      settle.fail = () => reject(new Error('offline'));
    }),
  );
  return { answer: (rows: ItemWithId[]) => settle.answer?.(rows), fail: () => settle.fail?.() };
}

function renderGroupPage() {
  renderRoutes(
    '/shop/beef',
    { '/': null, '/shop/$group': () => <GroupPage />, '/shop/$group/$itemId': null },
    { layout: '_storefront' },
  );
}

beforeEach(async () => {
  // Nothing saved on this phone unless a test saves it.
  await Dexie.delete('nyama-catalog');
  vi.mocked(readHomeCatalogue).mockResolvedValue({ groups: [beef], featured: [], updatedAtMs: 0 });
});

describe('GroupPage', () => {
  it('shows its items loading until their cards are there, never an empty category', async () => {
    const items = pendingItems();
    renderGroupPage();
    expect(await screen.findByRole('heading', { name: 'Beef' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText(/Nothing in this category/)).not.toBeInTheDocument();

    items.answer([sirloin]);
    expect(await screen.findByRole('article', { name: 'Sirloin steak' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Nothing in this category/)).not.toBeInTheDocument();
  });

  it('says so when the category has nothing today', async () => {
    pendingItems().answer([]);
    renderGroupPage();
    expect(await screen.findByText('Nothing in this category today; try another one.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry instead of a loader when the read fails and nothing is saved', async () => {
    pendingItems().fail();
    renderGroupPage();
    expect(await screen.findByText(/could not load this category/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names no loading heading when the categories cannot be read, and one retry reads both again', async () => {
    vi.mocked(readHomeCatalogue).mockRejectedValueOnce(new Error('offline'));
    pendingItems().fail();
    renderGroupPage();
    expect(await screen.findByText(/could not load this category/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This category' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);

    pendingItems().answer([sirloin]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Beef' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Sirloin steak' })).toBeInTheDocument();
    expect(screen.queryByText(/could not load this category/)).not.toBeInTheDocument();
  });

  it("says only the category's name is missing when its items did load", async () => {
    vi.mocked(readHomeCatalogue).mockRejectedValueOnce(new Error('offline'));
    pendingItems().answer([sirloin]);
    renderGroupPage();
    expect(await screen.findByRole('article', { name: 'Sirloin steak' })).toBeInTheDocument();
    expect(screen.getByText("We could not load this category's name and description")).toBeInTheDocument();
  });

  it('shows the copy saved on this phone, and says how old it is, while the network has not answered', async () => {
    await saveSnapshot('group:beef', [sirloin]);
    pendingItems();
    renderGroupPage();
    expect(await screen.findByRole('article', { name: 'Sirloin steak' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Showing the catalogue saved on this phone at/,
    );
  });
});

describe('GroupPage in Kiswahili', () => {
  afterEach(() => speak('en-KE'));

  it('says an empty category and the way back to the shop in Kiswahili', async () => {
    speak('sw-KE');
    pendingItems().answer([]);
    renderGroupPage();
    expect(await screen.findByText('Hakuna kitu katika aina hii leo; jaribu nyingine.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Duka' })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing in this category|^Shop$/)).not.toBeInTheDocument();
  });
});
