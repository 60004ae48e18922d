import { describe, expect, it } from 'vitest';
import { fullName } from './user';

describe('fullName', () => {
  it('is the first name and surname, or the first name alone', () => {
    expect(fullName({ name: 'Amina', surname: 'Otieno' })).toBe('Amina Otieno');
    expect(fullName({ name: 'Hassan', surname: '' })).toBe('Hassan');
  });
});
