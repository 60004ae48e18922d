import { FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../paraglide/runtime';
import { describeStaffError } from './describe-staff-error';

afterEach(() => setLocale('en-KE', { reload: false }));

describe('describeStaffError', () => {
  it('words a staff refusal from its details, in the page’s language', () => {
    const refused = new FunctionsError('failed-precondition', 'This order is paid. [400]', {
      refusal: { reason: 'order-cannot-become', from: 'paid', to: 'weighed' },
    });
    expect(describeStaffError(refused)).toBe('This order is paid; it cannot become weighed.');
    void setLocale('sw-KE', { reload: false });
    expect(describeStaffError(refused)).toBe(
      'Oda hii iko katika hali ya “imelipwa”; haiwezi kuhamia hali ya “imepimwa”.',
    );
  });

  it('leaves a customer’s refusal and any other error to describeCallableError', () => {
    void setLocale('sw-KE', { reload: false });
    const missing = new FunctionsError('not-found', 'There is no such order. [404]', {
      refusal: { reason: 'order-missing' },
    });
    expect(describeStaffError(missing)).toBe('Oda hiyo haipo.');
    expect(
      describeStaffError(
        new FunctionsError('permission-denied', 'Only Admin accounts can pack orders. [403]'),
      ),
    ).toBe('Only Admin accounts can pack orders.');
  });
});
