import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  type PersonalDataExport,
} from '@nyama/domain/callables/data-rights-callables';
import { DATA_RIGHTS_CALLABLES } from '@nyama/domain/callables/data-rights-callables';
import { MARKETING_CONSENT_WORDING, type ConsentRecord } from '@nyama/domain/people/consent';
import { callFunction } from '../../../../lib/firebase/call-function';
import { downloadFile } from '../../../../lib/download';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { DataRightsCard } from './data-rights-card';

// The functions are not running here: the one door to them answers as each test says.
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
vi.mock('../../../../lib/download', () => ({ downloadFile: vi.fn() }));
// The consent history is read from Firestore: each test says what the read gives.
const readConsent = vi.fn<() => Promise<ConsentRecord | null>>();
vi.mock('../api/data-rights', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/data-rights')>()),
  marketingConsentQuery: (uid: string) =>
    queryOptions({ queryKey: ['consents', uid, 'marketing'], queryFn: () => readConsent() }),
}));

const user = userEvent.setup({ delay: null });
const answer = vi.mocked(callFunction);
const EXPORTED_AT = Date.UTC(2026, 10, 23, 9);
const FILE: PersonalDataExport = {
  exportedAtMs: EXPORTED_AT,
  uid: 'amina',
  email: 'amina@example.test',
  profile: null,
  addresses: [],
  consents: [],
  pushSubscriptions: [],
  orders: [],
  deliveryCodes: [],
  deliveryPhotos: [],
  messages: [],
  payments: [],
  refunds: [],
  texts: [],
};

/** Answers each contract by name, or fails the test with the name it did not expect. */
function shopAnswers(answers: Record<string, () => Promise<unknown>>) {
  answer.mockImplementation((contract: CallableContract) => {
    const reply = answers[contract.name];
    return reply ? reply() : Promise.reject(new Error(`No answer for ${contract.name}`));
  });
}

function renderCard() {
  return renderRoutes('/user', {
    '/user': () => <DataRightsCard uid="amina" />,
    '/logout': () => <p>Signed out</p>,
    '/privacy': null,
  });
}

beforeEach(() => {
  answer.mockReset();
  vi.mocked(downloadFile).mockReset();
  readConsent.mockReset();
  readConsent.mockResolvedValue(null);
});

afterEach(() => speak('en-KE'));

describe('the offers switch', () => {
  it('waits for the customer’s choice before showing a switch', async () => {
    readConsent.mockReturnValue(new Promise(() => {}));
    renderCard();
    // A named status, as axe wants a labelled loader: a plain span may not carry a name.
    expect(
      await screen.findByRole('status', { name: 'Loading your choice about offers' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so when the choice cannot be read', async () => {
    readConsent.mockRejectedValue(new Error('offline'));
    renderCard();
    expect(await screen.findByText('We could not load your choice about offers')).toBeInTheDocument();
  });

  it('is off for a customer who never chose, and records a yes with the words shown', async () => {
    shopAnswers({
      recordMarketingConsent: () =>
        Promise.resolve({ purpose: 'marketing', granted: true, wording: MARKETING_CONSENT_WORDING, atMs: 1 }),
    });
    renderCard();
    const offers = await screen.findByRole('switch', { name: MARKETING_CONSENT_WORDING });
    expect(offers).not.toBeChecked();
    await user.click(offers);
    expect(answer).toHaveBeenCalledWith(DATA_RIGHTS_CALLABLES.recordMarketingConsent, {
      granted: true,
      wording: MARKETING_CONSENT_WORDING,
    });
  });

  it('is on after a yes, and a click withdraws it', async () => {
    readConsent.mockResolvedValue({
      purpose: 'marketing',
      granted: true,
      wording: MARKETING_CONSENT_WORDING,
      atMs: 1,
    });
    shopAnswers({
      recordMarketingConsent: () =>
        Promise.resolve({
          purpose: 'marketing',
          granted: false,
          wording: MARKETING_CONSENT_WORDING,
          atMs: 2,
        }),
    });
    renderCard();
    const offers = await screen.findByRole('switch', { name: MARKETING_CONSENT_WORDING });
    expect(offers).toBeChecked();
    await user.click(offers);
    expect(answer).toHaveBeenCalledWith(DATA_RIGHTS_CALLABLES.recordMarketingConsent, {
      granted: false,
      wording: MARKETING_CONSENT_WORDING,
    });
  });
});

describe('Download my data', () => {
  it('saves the answer as a dated JSON file', async () => {
    shopAnswers({ exportMyData: () => Promise.resolve(FILE) });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalled());
    const [filename, blob] = vi.mocked(downloadFile).mock.calls[0] ?? [];
    expect(filename).toBe('nyama-my-data-2026-11-23.json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual(FILE);
  });

  it('says why when the download fails, and saves nothing', async () => {
    shopAnswers({ exportMyData: () => Promise.reject(new FunctionsError('internal', 'internal [500]')) });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong at the shop.');
    expect(downloadFile).not.toHaveBeenCalled();
  });
});

describe('Delete my account', () => {
  async function openConfirmation() {
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    return within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
  }

  it('says what is erased and what is kept, and asks for the word before deleting', async () => {
    const dialog = await openConfirmation();
    expect(dialog.getByText(/your name, phone number and email/)).toBeInTheDocument();
    expect(dialog.getByText(/kept for 5 years/)).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText(`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`), 'delete');
    expect(confirm).toBeDisabled();
    expect(answer).not.toHaveBeenCalled();
  });

  it('deletes once confirmed, then signs out', async () => {
    shopAnswers({ deleteMyAccount: () => Promise.resolve({ keptOrders: 2, keptPayments: 2 }) });
    const dialog = await openConfirmation();
    await user.type(
      dialog.getByLabelText(`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`),
      DELETE_ACCOUNT_CONFIRMATION,
    );
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(answer).toHaveBeenCalledWith(DATA_RIGHTS_CALLABLES.deleteMyAccount, {
      confirmation: DELETE_ACCOUNT_CONFIRMATION,
    });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('shows the shop’s refusal and stays on the page', async () => {
    const refusal =
      'Order NY-1042 is paid and not yet delivered, so money is still in flight. You can delete your account once it is delivered or refunded.';
    shopAnswers({
      deleteMyAccount: () => Promise.reject(new FunctionsError('failed-precondition', `${refusal} [400]`)),
    });
    const dialog = await openConfirmation();
    await user.type(
      dialog.getByLabelText(`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`),
      DELETE_ACCOUNT_CONFIRMATION,
    );
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText('Signed out')).toBeNull();
  });
});

describe('in Kiswahili (decision 072)', () => {
  it('says what is erased and kept, and asks for the word, in Kiswahili', async () => {
    speak('sw-KE');
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Data yako' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'taarifa yetu ya faragha' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Futa akaunti yangu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ufute akaunti yako?' }));
    expect(dialog.getByText(/jina lako, nambari ya simu na barua pepe/)).toBeInTheDocument();
    expect(dialog.getByText(/kwa miaka 5/)).toBeInTheDocument();
    expect(dialog.getByLabelText(`Andika ${DELETE_ACCOUNT_CONFIRMATION} kuthibitisha`)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Usifute akaunti yangu' })).toBeInTheDocument();
    expect(screen.queryByText(/Delete|Download|Erased|Kept/)).not.toBeInTheDocument();
  });

  it('says the shop’s refusal in Kiswahili from its reason', async () => {
    speak('sw-KE');
    const refusal = { reason: 'deletion-order-in-flight', number: 'NY-1042' } as const;
    shopAnswers({
      deleteMyAccount: () =>
        Promise.reject(
          new FunctionsError('failed-precondition', 'Order NY-1042 is paid and not yet delivered… [400]', {
            refusal,
          }),
        ),
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Futa akaunti yangu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ufute akaunti yako?' }));
    await user.type(
      dialog.getByLabelText(`Andika ${DELETE_ACCOUNT_CONFIRMATION} kuthibitisha`),
      DELETE_ACCOUNT_CONFIRMATION,
    );
    await user.click(dialog.getByRole('button', { name: 'Futa akaunti yangu' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Oda NY-1042 imelipiwa lakini bado haijafikishwa, kwa hiyo pesa bado ziko njiani.',
    );
    expect(screen.queryByText(/paid and not yet delivered/)).toBeNull();
  });
});
