import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@nyama/domain/people/audit';
import { renderWithMantine } from '../../../../testing/render';
import { useAuditTrail } from '../api/audit-trail';
import { AuditTrail } from './audit-trail';

// Firestore is not running here: the trail answers with what each test says.
vi.mock('../api/audit-trail', () => ({ useAuditTrail: vi.fn() }));

const by = { actorUid: 'admin-1', actorEmail: 'admin@nyama.test', actorRole: 'Admin' } as const;
const read: AuditEntry = {
  ...by,
  targetPath: 'users/amina',
  action: 'openCustomerRecord',
  summary: 'Opened their record on /allusers (Amina Otieno)',
  before: null,
  after: null,
  atMs: Date.UTC(2026, 10, 27, 7),
};
const change: AuditEntry = {
  ...by,
  targetPath: 'users/amina',
  action: 'setUserRole',
  summary: 'Role changed to Driver',
  before: { role: 'User' },
  after: { role: 'Driver' },
  atMs: Date.UTC(2026, 10, 27, 6),
};

describe('the audit trail', () => {
  it('shows a read of a customer’s record with who and when, and no table of fields', () => {
    vi.mocked(useAuditTrail).mockReturnValue({ status: 'ready', data: [read, change], fromCache: false });
    renderWithMantine(<AuditTrail targetPath="users/amina" />);
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText(read.summary)).toBeInTheDocument();
    expect(within(history).getAllByText(/admin@nyama\.test/)).toHaveLength(2);
    // Only the role change has fields to show.
    expect(within(history).getAllByRole('table', { name: 'Fields changed' })).toHaveLength(1);
    expect(history).toHaveTextContent('User → Driver');
  });

  it('says when it is loading, and when it could not be read', () => {
    vi.mocked(useAuditTrail).mockReturnValue({ status: 'loading' });
    const { rerender } = renderWithMantine(<AuditTrail targetPath="users/amina" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.mocked(useAuditTrail).mockReturnValue({
      status: 'error',
      message: 'The history of this record could not be loaded.',
    });
    rerender(<AuditTrail targetPath="users/amina" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The history of this record could not be loaded.');
  });
});
