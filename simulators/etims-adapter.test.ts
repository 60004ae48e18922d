import { describe, expect, it } from 'vitest';
import { invoiceAmounts } from '@nyama/domain/tax/invoice-amounts';
import { TaxAuthorityDown, type DeviceKeys, type TaxItem, type TaxSale } from '../functions/src/etims/port';
import { ETIMS_SANDBOX } from './config';
import { useEtimsSimulator } from './etims/testing';

/** The functions' eTIMS OSCU adapter against the simulator: what the shop sends and what each answer becomes. */
const { base, control, oscuPort, oscuPortAt: portAt } = useEtimsSimulator();

const port = oscuPort();

const sirloin: TaxItem = {
  code: 'KE2NTKG0000001',
  classification: '99011019',
  name: 'Beef sirloin',
  unit: 'kg',
  taxType: 'A',
  defaultPriceCents: 127_550,
};
const gouda: TaxItem = {
  code: 'KE2NTKG0000002',
  classification: '50130000',
  name: 'Gouda',
  unit: 'kg',
  taxType: 'B',
  defaultPriceCents: 240_000,
};
const delivery: TaxItem = {
  code: 'KE3NTNO0000003',
  classification: '78100000',
  name: 'Delivery',
  unit: 'piece',
  taxType: 'B',
  defaultPriceCents: 25_000,
};

/** 1,234 g of sirloin and 500 g of gouda as weighed, delivery, and a coupon of Ksh 50. */
function weighedSale(invoiceNumber: number, credits: TaxSale['credits'] = null): TaxSale {
  return {
    invoiceNumber,
    traderNumber: `NY-${1000 + invoiceNumber}`,
    atMs: Date.parse('2026-11-28T07:15:00Z'),
    paidBy: 'mpesa',
    customerPin: null,
    customerName: null,
    lines: [
      { item: sirloin, quantity: 1_234, unitPriceCents: 127_550 },
      { item: gouda, quantity: 500, unitPriceCents: 240_000 },
      { item: delivery, quantity: 1, unitPriceCents: 25_000 },
    ],
    amounts: invoiceAmounts(
      [
        { taxType: 'A', grossCents: 157_397 },
        { taxType: 'B', grossCents: 120_000 },
      ],
      [{ taxType: 'B', grossCents: 25_000 }],
      5_000,
    ),
    credits,
  };
}

let keys: DeviceKeys;

describe('the eTIMS OSCU adapter', () => {
  it('installs the device once and keeps its keys; a second install is refused, never new keys', async () => {
    keys = await port.initialise();
    expect(keys.communicationKey).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.controlUnitId).toMatch(/^KRACU/);
    await expect(port.initialise()).rejects.toThrow('902 This device is installed');
  });

  it('registers the items it sells, goods by the kilogram and delivery as a service', async () => {
    for (const item of [sirloin, gouda, delivery])
      expect(await port.registerItem(keys, item)).toEqual({ kind: 'done' });
    expect(await port.registerItem(keys, { ...sirloin, code: 'KE2NTNO0000001' })).toMatchObject({
      kind: 'refused',
      code: '910',
    });
  });

  it('submits a weighed sale with its discount, VAT inside the prices, and returns the control unit’s receipt', async () => {
    const answer = await port.submitSale(keys, weighedSale(1));
    expect(answer).toMatchObject({
      kind: 'accepted',
      receipt: {
        cuInvoiceNumber: `${keys.controlUnitId}/1`,
        receiptNumber: 1,
        totalReceiptNumber: 1,
        signature: expect.stringMatching(/^[A-Z0-9]{16}$/),
      },
    });
    // The control unit signs in Nairobi time to the second; read back, it is this moment.
    expect(answer.kind === 'accepted' && Math.abs(answer.receipt.signedAtMs - Date.now())).toBeLessThan(
      5_000,
    );
    // The QR code's link opens this invoice on the simulator's verification page, as KRA's site does.
    const verifyUrl = answer.kind === 'accepted' ? answer.receipt.verifyUrl : '';
    expect(verifyUrl).toContain(`Data=${ETIMS_SANDBOX.tin}${ETIMS_SANDBOX.bhfId}`);
    expect(await (await fetch(verifyUrl)).text()).toContain('NY-1001');
    const { invoices } = (await (await fetch(`${base()}/__control/invoices`)).json()) as {
      invoices: {
        request: {
          totAmt: number;
          totTaxAmt: number;
          itemList: { qty: number; dcAmt: number; taxTyCd: string }[];
        };
      }[];
    };
    const held = invoices[0]?.request;
    expect(held?.totAmt).toBe(2_973.97);
    expect(held?.itemList.map((line) => [line.qty, line.dcAmt, line.taxTyCd])).toEqual([
      [1.23, 28.37, 'A'],
      [0.5, 21.63, 'B'],
      [1, 0, 'B'],
    ]);
    expect(held?.totTaxAmt).toBe(weighedSale(1).amounts.taxCents / 100);
  });

  it('takes a number accepted before as accepted, and a number out of turn as KRA’s refusal', async () => {
    expect(await port.submitSale(keys, weighedSale(1))).toEqual({ kind: 'already-accepted' });
    expect(await port.submitSale(keys, weighedSale(5))).toEqual({
      kind: 'refused',
      code: '910',
      message: 'Invalid invcNo sequence, expected: 2 but found: 5',
    });
  });

  it('submits a credit note against the sale it reverses', async () => {
    const answer = await port.submitSale(
      keys,
      weighedSale(2, { invoiceNumber: 1, refundedAtMs: Date.parse('2026-11-28T09:00:00Z') }),
    );
    expect(answer).toMatchObject({ kind: 'accepted', receipt: { receiptNumber: 1, totalReceiptNumber: 2 } });
  });

  it('says KRA is down when it answers 503 or cannot be reached, so the sale can wait and go again', async () => {
    await control('/gateway', { down: true });
    await expect(port.submitSale(keys, weighedSale(3))).rejects.toBeInstanceOf(TaxAuthorityDown);
    await control('/gateway', { down: false });
    await expect(
      portAt(() => 'http://127.0.0.1:1/etims-api').submitSale(keys, weighedSale(3)),
    ).rejects.toBeInstanceOf(TaxAuthorityDown);
    expect(await port.submitSale(keys, weighedSale(3))).toMatchObject({ kind: 'accepted' });
  });

  it('reports stock stored in with its number, then the item’s remaining stock in kilograms', async () => {
    // 12,345 g of sirloin and 2,000 g of gouda received: KRA values them at their prices, VAT inside.
    const lines = [
      { item: sirloin, quantity: 12_345, unitPriceCents: 127_550 },
      { item: gouda, quantity: 2_000, unitPriceCents: 240_000 },
    ];
    const movement = {
      stockNumber: 1,
      ioType: '02',
      atMs: Date.parse('2026-11-28T05:00:00Z'),
      remark: 'receipt tx-1',
      lines,
      amounts: invoiceAmounts(
        [
          { taxType: 'A', grossCents: 1_574_605 },
          { taxType: 'B', grossCents: 480_000 },
        ],
        [],
        0,
      ),
    };
    expect(await port.submitStockMovement(keys, movement)).toEqual({ kind: 'accepted' });
    expect(await port.submitStockMovement(keys, movement)).toEqual({ kind: 'already-accepted' });
    expect(await port.saveStockMaster(keys, { item: sirloin, remainingQuantity: 12_345 })).toEqual({
      kind: 'done',
    });
    expect(await port.submitStockMovement(keys, { ...movement, stockNumber: 3 })).toEqual({
      kind: 'refused',
      code: '910',
      message: 'Invalid sarNo: Expected: 2 but found: 3',
    });
    const stock = (await (await fetch(`${base()}/__control/stock`)).json()) as {
      moves: { sarTyCd: string; ocrnDt: string; itemList: Record<string, unknown>[] }[];
      master: Record<string, { rsdQty: number }>;
    };
    expect(stock.moves[0]).toMatchObject({ sarTyCd: '02', ocrnDt: '20261128' });
    expect(stock.moves[0]?.itemList[1]).toMatchObject({
      itemCd: 'KE2NTKG0000002',
      qty: 2,
      qtyUnitCd: 'KG',
      prc: 2400,
      splyAmt: 4800,
      totDcAmt: 0,
      taxblAmt: 4137.93,
      taxAmt: 662.07,
      totAmt: 4800,
    });
    expect(stock.master['KE2NTKG0000001']?.rsdQty).toBe(12.35);
  });
});
