import { describe, expect, it } from 'vitest';
import { auditEntryWithoutPerson, changedFields, identifiersOf, type AuditEntry } from './audit';

describe('changedFields', () => {
  it('keeps only the fields that changed, on both sides', () => {
    expect(changedFields({ driverId: null, status: 'paid' }, { driverId: 'd1', status: 'paid' })).toEqual({
      before: { driverId: null },
      after: { driverId: 'd1' },
    });
  });

  it('compares nested values by content and names a field that did not exist as null', () => {
    const lines = [{ itemId: 'a', grams: 500 }];
    expect(changedFields({ lines }, { lines: [{ itemId: 'a', grams: 500 }], butcherId: 'b1' })).toEqual({
      before: { butcherId: null },
      after: { butcherId: 'b1' },
    });
  });
});

describe('auditEntryWithoutPerson', () => {
  const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
    targetPath: 'users/u1',
    action: 'createPhoneCustomer',
    summary: '',
    actorUid: 'staff-1',
    actorEmail: 'desk@nyama.test',
    actorRole: 'Admin',
    before: null,
    after: null,
    atMs: 1_000,
    ...fields,
  });
  const amina = identifiersOf({
    names: ['Amina', 'Otieno', 'Amina Otieno'],
    phones: ['254711222333'],
    emails: ['amina@example.com'],
  });

  it('knows a phone as stored, dialled and printed', () => {
    expect(amina).toEqual(expect.arrayContaining(['254711222333', '0711222333', '0711 222 333']));
  });

  it('erases the names and phone in a summary as whole words, the full name before the first name', () => {
    const kept = auditEntryWithoutPerson(
      entry({ summary: 'Customer Amina Otieno (0711 222 333) created on the phone; Aminata called too' }),
      amina,
    );
    expect(kept.summary).toBe('Customer (erased) ((erased)) created on the phone; Aminata called too');
  });

  it('erases the personal fields of a copy and any identifier inside the others, keeping who acted and when', () => {
    const kept = auditEntryWithoutPerson(
      entry({
        summary: 'Changed (AMINA asked for less): KES 900 → KES 450',
        before: { address: 'Ngong Rd 12, Kilimani', lines: 'Goat leg 1 kg', mob: '254711222333' },
        after: { address: null, lines: 'Goat leg 500 g', note: 'call amina@example.com or 0711222333' },
      }),
      amina,
    );
    expect(kept).toMatchObject({
      summary: 'Changed ((erased) asked for less): KES 900 → KES 450',
      before: { address: '(erased)', lines: 'Goat leg 1 kg', mob: '(erased)' },
      after: { address: null, lines: 'Goat leg 500 g', note: 'call (erased) or (erased)' },
      actorUid: 'staff-1',
      actorEmail: 'desk@nyama.test',
      atMs: 1_000,
    });
  });

  it('leaves an entry that names nobody of the list as it was', () => {
    const plain = entry({
      summary: 'Packing started by Peter',
      before: { status: 'paid' },
      after: { status: 'packing' },
    });
    expect(auditEntryWithoutPerson(plain, [...amina, ''])).toEqual(plain);
  });
});
