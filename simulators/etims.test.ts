import { describe, expect, it } from 'vitest';
import { ETIMS_SANDBOX } from './config';
import { useEtimsSimulator } from './etims/testing';

const { base, call, control } = useEtimsSimulator();
const { tin, bhfId, dvcSrlNo } = ETIMS_SANDBOX;
let cmcKey = '';
const identity = () => ({ tin, bhfId, cmcKey });

const sirloin = {
  itemCd: 'KE2NTKG0000001',
  itemClsCd: '99011019',
  itemTyCd: '2',
  itemNm: 'Beef sirloin',
  orgnNatCd: 'KE',
  pkgUnitCd: 'NT',
  qtyUnitCd: 'KG',
  taxTyCd: 'A',
  dftPrc: 1275.5,
  isrcAplcbYn: 'N',
  useYn: 'Y',
  regrId: 'shop',
  regrNm: 'Nyama Shop',
  modrId: 'shop',
  modrNm: 'Nyama Shop',
};
const cheese = {
  ...sirloin,
  itemCd: 'KE2NTKG0000002',
  itemClsCd: '50130000',
  itemNm: 'Gouda',
  taxTyCd: 'B',
  dftPrc: 2400,
};

const band = (letter: string, rate: number, taxable = 0, tax = 0) => ({
  [`taxblAmt${letter}`]: taxable,
  [`taxRt${letter}`]: rate,
  [`taxAmt${letter}`]: tax,
});

/** 1.234 kg of sirloin at 1,275.50 (exempt) and 0.5 kg of cheese at 2,400 (16% inside), as the shop sends them. */
function sale(invcNo: number, overrides: Record<string, unknown> = {}) {
  return {
    trdInvcNo: `ORD-${invcNo}`,
    invcNo,
    orgInvcNo: 0,
    salesTyCd: 'N',
    rcptTyCd: 'S',
    pmtTyCd: '06',
    salesSttsCd: '02',
    cfmDt: '20261128101500',
    salesDt: '20261128',
    totItemCnt: 2,
    ...band('A', 0, 1573.97, 0),
    ...band('B', 16, 1034.48, 165.52),
    ...band('C', 0),
    ...band('D', 0),
    ...band('E', 8),
    totTaxblAmt: 2608.45,
    totTaxAmt: 165.52,
    totAmt: 2773.97,
    prchrAcptcYn: 'N',
    regrId: 'shop',
    regrNm: 'Nyama Shop',
    modrId: 'shop',
    modrNm: 'Nyama Shop',
    receipt: { rcptPbctDt: '20261128101500', prchrAcptcYn: 'N' },
    itemList: [
      {
        itemSeq: 1,
        itemCd: sirloin.itemCd,
        itemClsCd: sirloin.itemClsCd,
        itemNm: 'Beef sirloin',
        pkgUnitCd: 'NT',
        pkg: 1,
        qtyUnitCd: 'KG',
        qty: 1.23,
        prc: 1275.5,
        splyAmt: 1573.97,
        dcRt: 0,
        dcAmt: 0,
        taxTyCd: 'A',
        taxblAmt: 1573.97,
        taxAmt: 0,
        totAmt: 1573.97,
      },
      {
        itemSeq: 2,
        itemCd: cheese.itemCd,
        itemClsCd: cheese.itemClsCd,
        itemNm: 'Gouda',
        pkgUnitCd: 'NT',
        pkg: 1,
        qtyUnitCd: 'KG',
        qty: 0.5,
        prc: 2400,
        splyAmt: 1200,
        dcRt: 0,
        dcAmt: 0,
        taxTyCd: 'B',
        taxblAmt: 1034.48,
        taxAmt: 165.52,
        totAmt: 1200,
      },
    ],
    ...overrides,
  };
}

describe('eTIMS OSCU simulator', () => {
  it('installs the shop’s device once: an unknown serial is not a valid device, a second install is refused', async () => {
    expect((await call('selectInitOsdcInfo', { tin, bhfId, dvcSrlNo: 'SOMEONE-ELSE' })).body.resultCd).toBe(
      '901',
    );
    const first = await call('selectInitOsdcInfo', { tin, bhfId, dvcSrlNo });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      resultCd: '000',
      resultMsg: 'It is succeeded',
      data: { info: { tin, bhfId, sdcId: expect.any(String), mrcNo: expect.any(String) } },
    });
    expect(first.body.resultDt).toMatch(/^\d{14}$/);
    cmcKey = (first.body.data as { info: { cmcKey: string } }).info.cmcKey;
    expect(cmcKey).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('selectInitOsdcInfo', { tin, bhfId, dvcSrlNo })).body).toMatchObject({
      resultCd: '902',
      resultMsg: 'This device is installed',
    });
  });

  it('answers only a device that says who it is: no header 900, a wrong key 901, in headers or in the body', async () => {
    expect((await call('selectCodeList', { lastReqDt: '20260101000000' })).body.resultCd).toBe('900');
    expect(
      (await call('selectCodeList', { lastReqDt: '20260101000000' }, { ...identity(), cmcKey: 'wrong' })).body
        .resultCd,
    ).toBe('901');
    const listed = await call('selectCodeList', { ...identity(), lastReqDt: '20260101000000' });
    expect(listed.body.resultCd).toBe('000');
    const taxTypes = (
      listed.body.data as {
        clsList: { cdCls: string; dtlList: { cd: string; userDfnCd1: string | null }[] }[];
      }
    ).clsList.find((list) => list.cdCls === '04');
    expect(taxTypes?.dtlList.map((code) => [code.cd, code.userDfnCd1])).toEqual([
      ['A', '0'],
      ['B', '16'],
      ['C', '0'],
      ['D', '0'],
      ['E', '8'],
    ]);
  });

  it('registers items whose code carries their type, packaging and unit, and lists them since a date', async () => {
    const mismatched = await call('saveItem', { ...sirloin, itemCd: 'KE2NTNO0000001' }, identity());
    expect(mismatched.body).toMatchObject({
      resultCd: '910',
      resultMsg: expect.stringContaining('does not carry'),
    });
    expect((await call('saveItem', sirloin, identity())).body.resultCd).toBe('000');
    expect((await call('saveItem', cheese, identity())).body.resultCd).toBe('000');
    const listed = await call('selectItemList', { lastReqDt: '20260101000000' }, identity());
    expect(
      (listed.body.data as { itemList: { itemCd: string }[] }).itemList.map((item) => item.itemCd),
    ).toEqual([sirloin.itemCd, cheese.itemCd]);
    expect((await call('selectItemList', { lastReqDt: '29991231000000' }, identity())).body.resultCd).toBe(
      '001',
    );
  });

  it('lists its item classifications, and refuses an item in one KRA has withdrawn until it is back', async () => {
    const classes = await call('selectItemClsList', { lastReqDt: '20260101000000' }, identity());
    expect(
      (classes.body.data as { itemClsList: { itemClsCd: string; taxTyCd: string }[] }).itemClsList,
    ).toContainEqual(expect.objectContaining({ itemClsCd: '99011019', taxTyCd: 'A' }));
    expect((await call('saveItem', { ...sirloin, itemClsCd: '1234567890' }, identity())).body).toMatchObject({
      resultCd: '910',
      resultMsg: 'Invalid itemClsCd: 1234567890 is not an item classification in use',
    });
    await control('/item-classes', { itemClsCd: '50130000', inUse: false });
    expect((await call('saveItem', cheese, identity())).body.resultCd).toBe('910');
    await control('/item-classes', { itemClsCd: '50130000', inUse: true });
    expect((await call('saveItem', cheese, identity())).body.resultCd).toBe('000');
  });

  it('refuses a sale whose VAT is counted on top of the price, naming the amount it expected', async () => {
    const onTop = sale(1, {
      itemList: [sale(1).itemList[0], { ...sale(1).itemList[1], taxblAmt: 1200, taxAmt: 192, totAmt: 1392 }],
    });
    expect((await call('saveTrnsSalesOsdc', onTop, identity())).body).toMatchObject({
      resultCd: '910',
      resultMsg: 'Invalid taxblAmt on item: 2. Expected: 1034.48, But Found: 1200.00',
    });
  });

  it('accepts a sale numbered in turn with the control unit’s receipt data, and shows it behind its QR link', async () => {
    const accepted = await call('saveTrnsSalesOsdc', sale(1), identity());
    expect(accepted.body).toMatchObject({ resultCd: '000', data: { curRcptNo: 1, totRcptNo: 1 } });
    const receipt = accepted.body.data as { intrlData: string; rcptSign: string; sdcDateTime: string };
    expect(receipt.intrlData).toMatch(/^[A-Z0-9]{26}$/);
    expect(receipt.rcptSign).toMatch(/^[A-Z0-9]{16}$/);
    const link = await fetch(
      `${base()}/common/link/etims/receipt/indexEtimsReceiptData?Data=${tin}${bhfId}${receipt.rcptSign}`,
    );
    expect(link.status).toBe(200);
    const page = await link.text();
    expect(page).toContain('Valid invoice');
    expect(page).toContain('Beef sirloin');
    expect(page).toContain('2773.97');
    expect(
      (
        await fetch(
          `${base()}/common/link/etims/receipt/indexEtimsReceiptData?Data=${tin}${bhfId}NOTASIGNATURE000`,
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a number used already (overlapped data) or out of turn, and moves only on an accepted sale', async () => {
    expect((await call('saveTrnsSalesOsdc', sale(1), identity())).body.resultCd).toBe('994');
    expect((await call('saveTrnsSalesOsdc', sale(3), identity())).body).toMatchObject({
      resultCd: '910',
      resultMsg: 'Invalid invcNo sequence, expected: 2 but found: 3',
    });
    const unknownItem = sale(2, {
      itemList: [{ ...sale(2).itemList[0], itemCd: 'KE2NTKG0000099' }, sale(2).itemList[1]],
    });
    expect((await call('saveTrnsSalesOsdc', unknownItem, identity())).body.resultMsg).toBe(
      'Invalid itemCd: KE2NTKG0000099 is not registered',
    );
    expect((await call('saveTrnsSalesOsdc', sale(2), identity())).body).toMatchObject({
      resultCd: '000',
      data: { curRcptNo: 2, totRcptNo: 2 },
    });
  });

  it('takes a credit note only against a sale it holds, with its refund date and reason', async () => {
    const credit = (overrides: Record<string, unknown>) =>
      sale(3, { rcptTyCd: 'R', orgInvcNo: 1, rfdDt: '20261128120000', rfdRsnCd: '06', ...overrides });
    expect((await call('saveTrnsSalesOsdc', credit({ orgInvcNo: 40 }), identity())).body.resultMsg).toBe(
      'orgInvcNo does not exist',
    );
    expect((await call('saveTrnsSalesOsdc', credit({ rfdDt: null }), identity())).body.resultMsg).toBe(
      'Missing RfdDt Date',
    );
    expect((await call('saveTrnsSalesOsdc', credit({}), identity())).body).toMatchObject({
      resultCd: '000',
      data: { curRcptNo: 1, totRcptNo: 3 },
    });
    const invoices = await (await fetch(`${base()}/invoices`)).text();
    expect(invoices).toContain('ORD-3');
  });

  it('records the shop’s own invoice for a farmer on its purchase sequence, apart from the sales', async () => {
    // 212.4 kg of goat carcass at 520 a kilogram, exempt: 110,448.00.
    const purchase = (invcNo: number, overrides: Record<string, unknown> = {}) => ({
      invcNo,
      orgInvcNo: 0,
      spplrNm: 'Wanjiru Kamau',
      regTyCd: 'M',
      pchsTyCd: 'N',
      rcptTyCd: 'P',
      pmtTyCd: '02',
      pchsSttsCd: '02',
      cfmDt: '20261128090000',
      pchsDt: '20261128',
      totItemCnt: 1,
      ...band('A', 0, 110_448, 0),
      ...band('B', 16),
      ...band('C', 0),
      ...band('D', 0),
      ...band('E', 8),
      totTaxblAmt: 110_448,
      totTaxAmt: 0,
      totAmt: 110_448,
      remark: 'Buyer-initiated invoice FO-0007',
      regrId: 'shop',
      regrNm: 'Nyama Shop',
      modrId: 'shop',
      modrNm: 'Nyama Shop',
      itemList: [
        {
          itemSeq: 1,
          itemClsCd: '99011018',
          itemNm: 'Goat (carcass weight)',
          pkgUnitCd: 'NT',
          pkg: 1,
          qtyUnitCd: 'KG',
          qty: 212.4,
          prc: 520,
          splyAmt: 110_448,
          dcRt: 0,
          dcAmt: 0,
          taxTyCd: 'A',
          taxblAmt: 110_448,
          taxAmt: 0,
          totAmt: 110_448,
        },
      ],
      ...overrides,
    });
    expect((await call('insertTrnsPurchase', purchase(2), identity())).body.resultMsg).toBe(
      'Invalid invcNo sequence, expected: 1 but found: 2',
    );
    // Naming a supplier's invoice confirms one KRA holds: there is none.
    expect(
      (await call('insertTrnsPurchase', purchase(1, { spplrInvcNo: '88' }), identity())).body.resultMsg,
    ).toBe('Missing purchase Record');
    expect(
      (await call('insertTrnsPurchase', purchase(1, { totAmt: 110_000 }), identity())).body,
    ).toMatchObject({
      resultCd: '910',
      resultMsg: 'Invalid totAmt. Expected: 110448.00, But Found: 110000.00',
    });
    expect((await call('insertTrnsPurchase', purchase(1), identity())).body).toMatchObject({
      resultCd: '000',
      data: null,
    });
    expect((await call('insertTrnsPurchase', purchase(1), identity())).body.resultCd).toBe('994');
    const page = await (await fetch(`${base()}/invoices`)).text();
    expect(page).toContain('Buyer-initiated invoice FO-0007');
    // The sales went on numbering by themselves.
    expect((await call('saveTrnsSalesOsdc', sale(1), identity())).body.resultCd).toBe('994');
  });

  it('records stock stored in and out numbered from 1 beside its sales and purchases, and each item’s remaining stock', async () => {
    // 12.5 kg of sirloin received at 1,275.50 a kilogram, exempt: 15,943.75.
    const stockIn = (sarNo: number, overrides: Record<string, unknown> = {}) => ({
      sarNo,
      orgSarNo: 0,
      regTyCd: 'M',
      sarTyCd: '02',
      ocrnDt: '20261128',
      totItemCnt: 1,
      totTaxblAmt: 15_943.75,
      totTaxAmt: 0,
      totAmt: 15_943.75,
      remark: 'Receipt, movement tx-1',
      regrId: 'shop',
      regrNm: 'Nyama Shop',
      modrId: 'shop',
      modrNm: 'Nyama Shop',
      itemList: [
        {
          itemSeq: 1,
          itemCd: sirloin.itemCd,
          itemClsCd: sirloin.itemClsCd,
          itemNm: 'Beef sirloin',
          pkgUnitCd: 'NT',
          pkg: 1,
          qtyUnitCd: 'KG',
          qty: 12.5,
          prc: 1275.5,
          splyAmt: 15_943.75,
          totDcAmt: 0,
          taxblAmt: 15_943.75,
          taxTyCd: 'A',
          taxAmt: 0,
          totAmt: 15_943.75,
        },
      ],
      ...overrides,
    });
    const master = (itemCd: string, rsdQty: number) => ({
      itemCd,
      rsdQty,
      regrId: 'shop',
      regrNm: 'Nyama Shop',
      modrId: 'shop',
      modrNm: 'Nyama Shop',
    });
    expect((await call('saveStockMaster', master(sirloin.itemCd, 12.5), identity())).body.resultMsg).toBe(
      `Stock IO is empty for itemCd: ${sirloin.itemCd}`,
    );
    expect((await call('insertStockIO', stockIn(2), identity())).body.resultMsg).toBe(
      'Invalid sarNo: Expected: 1 but found: 2',
    );
    expect((await call('insertStockIO', stockIn(1, { sarTyCd: '07' }), identity())).body).toMatchObject({
      resultCd: '910',
      resultMsg: expect.stringContaining('sarTyCd') as unknown,
    });
    const unknownItem = stockIn(1, {
      itemList: [{ ...stockIn(1).itemList[0], itemCd: 'KE2NTKG0000099' }],
    });
    expect((await call('insertStockIO', unknownItem, identity())).body.resultMsg).toBe(
      'Invalid itemCd: KE2NTKG0000099 is not registered',
    );
    expect((await call('insertStockIO', stockIn(1, { totAmt: 15_000 }), identity())).body.resultMsg).toBe(
      'Invalid totAmt. Expected: 15943.75, But Found: 15000.00',
    );
    expect((await call('insertStockIO', stockIn(1), identity())).body).toMatchObject({
      resultCd: '000',
      data: null,
    });
    expect((await call('insertStockIO', stockIn(1), identity())).body.resultCd).toBe('994');
    expect((await call('saveStockMaster', master(sirloin.itemCd, 12.5), identity())).body.resultCd).toBe(
      '000',
    );
    expect((await call('saveStockMaster', master('KE2NTKG0000099', 1), identity())).body.resultMsg).toBe(
      'Invalid itemCd: KE2NTKG0000099 is not registered',
    );
    const stock = (await (await fetch(`${base()}/__control/stock`)).json()) as {
      moves: { sarNo: number; sarTyCd: string }[];
      master: Record<string, { rsdQty: number }>;
    };
    expect(stock.moves.map(({ sarNo, sarTyCd }) => [sarNo, sarTyCd])).toEqual([[1, '02']]);
    expect(stock.master[sirloin.itemCd]?.rsdQty).toBe(12.5);
    expect(await (await fetch(`${base()}/invoices`)).text()).toContain('Receipt, movement tx-1');
  });

  it('is unreachable while a test holds it down, and answers again after', async () => {
    await control('/gateway', { down: true });
    expect((await call('saveTrnsSalesOsdc', sale(4), identity())).status).toBe(503);
    await control('/gateway', { down: false });
    expect((await call('saveTrnsSalesOsdc', sale(4), identity())).body.resultCd).toBe('000');
  });
});

describe('eTIMS OSCU simulator, reset as the demo shop starts afresh', () => {
  it('forgets its device, items and invoices: the device installs again and numbers from 1', async () => {
    await control('/reset', {});
    const again = await call('selectInitOsdcInfo', { tin, bhfId, dvcSrlNo });
    expect(again.body.resultCd).toBe('000');
    const invoices = (await (await fetch(`${base()}/__control/invoices`)).json()) as { invoices: unknown[] };
    expect(invoices.invoices).toEqual([]);
    const purchases = (await (await fetch(`${base()}/__control/purchases`)).json()) as {
      purchases: unknown[];
    };
    expect(purchases.purchases).toEqual([]);
    const stock = (await (await fetch(`${base()}/__control/stock`)).json()) as { moves: unknown[] };
    expect(stock.moves).toEqual([]);
  });
});
