// @vitest-environment jsdom
import { parse } from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv, type CsvColumn } from './csv';

type Customer = { name: string; note: string; balanceCents: number };

const columns: CsvColumn<Customer>[] = [
  { header: 'Name', value: (customer) => customer.name },
  { header: 'Note', value: (customer) => customer.note },
  { header: 'Balance (KES)', value: (customer) => customer.balanceCents / 100 },
];

describe('a CSV export', () => {
  it('starts with the headings and ends each line with CRLF', () => {
    const csv = toCsv([{ name: 'Amina Otieno', note: 'ok', balanceCents: 400_000 }], columns);
    expect(csv).toBe('Name,Note,Balance (KES)\r\nAmina Otieno,ok,4000');
  });

  it('quotes commas, quotes and line breaks so they survive a round trip', () => {
    const awkward = { name: 'Otieno, Amina "Mama Nyama"', note: 'Gate 2\r\nblue door', balanceCents: 0 };
    const csv = toCsv([awkward], columns);
    expect(csv).toContain('"Otieno, Amina ""Mama Nyama"""');
    const parsed = parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.data[1]).toEqual([awkward.name, awkward.note, '0']);
  });

  it('leaves empty cells for missing values', () => {
    const optional: CsvColumn<Customer>[] = [{ header: 'Coupon', value: () => null }, ...columns.slice(0, 1)];
    expect(toCsv([{ name: 'Brian', note: '', balanceCents: 0 }], optional)).toBe('Coupon,Name\r\n,Brian');
  });

  it.each(['=HYPERLINK("http://x.test","Pay")', '+254700000000', '-2+3', '@SUM(A1)', '\tcmd', '=1+2\nmore'])(
    'defuses a text cell that a spreadsheet would run as a formula: %j',
    (name) => {
      const parsed = parse<string[]>(toCsv([{ name, note: '', balanceCents: 0 }], columns));
      expect(parsed.data[1]?.[0]).toBe(`'${name}`);
    },
  );

  it('keeps negative numbers as numbers', () => {
    expect(toCsv([{ name: 'Refund', note: '', balanceCents: -50_000 }], columns)).toBe(
      'Name,Note,Balance (KES)\r\nRefund,,-500',
    );
  });
});

describe('downloading a CSV', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a temporary link to a UTF-8 file with the given name, then frees it', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const revoke = vi.fn();
    // jsdom has no object URLs.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:orders';
      },
      revokeObjectURL: revoke,
    });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    downloadCsv('customers.csv', [{ name: 'Wanjikũ', note: '', balanceCents: 100 }], columns);

    expect(clicked).toEqual([{ href: 'blob:orders', download: 'customers.csv', attached: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array((await blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Name,Note,Balance (KES)\r\nWanjikũ,,1');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:orders');
  });
});
