import { z } from 'zod/mini';
import { nairobiDigits, nairobiDigitsToMs } from '@nyama/domain/kernel/nairobi-time';
import {
  TaxAuthorityDown,
  TaxAuthorityNoClearAnswer,
  TaxDeviceInstalledAlready,
  TaxDeviceNotRecognised,
  type DeviceKeys,
  type PurchaseAnswer,
  type SaleAnswer,
  type TaxAnswer,
  type TaxInvoicePort,
  type TaxPurchase,
  type TaxSale,
  type TaxStockMovement,
} from '../port';
import type { InvoiceAmounts } from '@nyama/domain/tax/invoice-amounts';

type OscuConfig = {
  /** Up to and including `/etims-api`: KRA's sandbox is https://etims-api-sbx.kra.go.ke/etims-api. */
  baseUrl: string;
  /** KRA's eTIMS site, where receipts are verified: https://etims-sbx.kra.go.ke for the sandbox. */
  siteUrl: string;
  /** The shop's KRA PIN, its branch (00 for the head office) and its device's registered serial. */
  tin: string;
  branchId: string;
  deviceSerial: string;
};

/** KRA answers within seconds; a submission that waits longer may have been taken. */
const TIMEOUT_MS = 20_000;
/** Who the records say registered them: the shop's system, not a person. */
const REGISTRAR = { regrId: 'nyama', regrNm: 'Nyama Shop', modrId: 'nyama', modrNm: 'Nyama Shop' };
const PAYMENT_TYPE: Record<TaxSale['paidBy'], string> = { cash: '01', credit: '02', card: '05', mpesa: '06' };
/** KRA's credit-note reasons: the shop's credit notes are refunds. */
const REFUND_REASON = '06';

const envelopeSchema = z.object({ resultCd: z.string(), resultMsg: z.string(), data: z.unknown() });
const initSchema = z.object({ info: z.object({ cmcKey: z.string(), sdcId: z.string() }) });
const receiptSchema = z.object({
  curRcptNo: z.coerce.number(),
  totRcptNo: z.coerce.number(),
  intrlData: z.string(),
  rcptSign: z.string(),
  sdcDateTime: z.string().check(z.regex(/^\d{14}$/)),
});

/** Shillings with two decimals, OSCU's amounts. */
const shillings = (cents: number) => cents / 100;
const UNIT_CODE = { kg: 'KG', piece: 'NO', pack: 'PA' } as const;

/** Every tax band's taxable amount, rate and tax, and the totals: a sale's and a purchase's alike. */
function bandsAndTotals(amounts: InvoiceAmounts) {
  return {
    ...Object.fromEntries(
      amounts.bands.flatMap((band) => [
        [`taxblAmt${band.taxType}`, shillings(band.taxableCents)],
        [`taxRt${band.taxType}`, band.rateBps / 100],
        [`taxAmt${band.taxType}`, shillings(band.taxCents)],
      ]),
    ),
    totTaxblAmt: shillings(amounts.taxableCents),
    totTaxAmt: shillings(amounts.taxCents),
    totAmt: shillings(amounts.totalCents),
  };
}

/** Two decimals is all KRA takes: 1,234 g is 1.23 kg. */
const kraQuantity = (unit: keyof typeof UNIT_CODE, quantity: number) =>
  unit === 'kg' ? Math.round(quantity / 10) / 100 : quantity;

/** A line's quantity, price and amounts as OSCU's item lists carry them. */
function lineFields(
  line: { unit: keyof typeof UNIT_CODE; quantity: number; unitPriceCents: number },
  amounts: InvoiceAmounts['lines'][number] | undefined,
) {
  if (!amounts) throw new Error('An invoice needs the amounts of each line');
  return {
    pkgUnitCd: 'NT',
    pkg: 1,
    qtyUnitCd: UNIT_CODE[line.unit],
    // The amount stays what was charged, whatever the quantity's rounding.
    qty: kraQuantity(line.unit, line.quantity),
    prc: shillings(line.unitPriceCents),
    splyAmt: shillings(amounts.grossCents),
    dcRt:
      amounts.grossCents === 0 ? 0 : Math.round((amounts.discountCents * 10_000) / amounts.grossCents) / 100,
    dcAmt: shillings(amounts.discountCents),
    taxTyCd: amounts.taxType,
    taxblAmt: shillings(amounts.taxableCents),
    taxAmt: shillings(amounts.taxCents),
    totAmt: shillings(amounts.netCents),
  };
}

/** The OSCU body of a sale or credit note: the domain's amounts, VAT inside (decision 074). */
function saleBody(sale: TaxSale) {
  if (sale.lines.length !== sale.amounts.lines.length)
    throw new Error('A sale needs the amounts of each line');
  const confirmed = nairobiDigits(sale.atMs);
  return {
    trdInvcNo: sale.traderNumber,
    invcNo: sale.invoiceNumber,
    orgInvcNo: sale.credits?.invoiceNumber ?? 0,
    custTin: sale.customerPin,
    custNm: sale.customerName,
    salesTyCd: 'N',
    rcptTyCd: sale.credits ? 'R' : 'S',
    pmtTyCd: PAYMENT_TYPE[sale.paidBy],
    salesSttsCd: '02',
    cfmDt: confirmed,
    salesDt: confirmed.slice(0, 8),
    ...(sale.credits && { rfdDt: nairobiDigits(sale.credits.refundedAtMs), rfdRsnCd: REFUND_REASON }),
    totItemCnt: sale.lines.length,
    ...bandsAndTotals(sale.amounts),
    prchrAcptcYn: 'N',
    ...REGISTRAR,
    receipt: { custTin: sale.customerPin, rcptPbctDt: confirmed, prchrAcptcYn: 'N' },
    itemList: sale.lines.map((line, index) => ({
      itemSeq: index + 1,
      itemClsCd: line.item.classification,
      itemCd: line.item.code,
      itemNm: line.item.name,
      ...lineFields({ ...line, unit: line.item.unit }, sale.amounts.lines[index]),
    })),
  };
}

/**
 * The OSCU body of a purchase the shop invoices as buyer (decision 074, "Farmers' reverse invoices"): a
 * manual, normal purchase, approved, on credit (the farmer is paid after the weigh-in), of goods the shop
 * does not sell as such, so named by their classification and no item code of the shop's.
 */
function purchaseBody(purchase: TaxPurchase) {
  const confirmed = nairobiDigits(purchase.atMs);
  return {
    invcNo: purchase.invoiceNumber,
    orgInvcNo: 0,
    ...(purchase.supplier.pin && { spplrTin: purchase.supplier.pin }),
    spplrNm: purchase.supplier.name.slice(0, 60),
    regTyCd: 'M',
    pchsTyCd: 'N',
    rcptTyCd: 'P',
    pmtTyCd: PAYMENT_TYPE.credit,
    pchsSttsCd: '02',
    cfmDt: confirmed,
    pchsDt: confirmed.slice(0, 8),
    totItemCnt: purchase.lines.length,
    ...bandsAndTotals(purchase.amounts),
    remark: `Buyer-initiated invoice ${purchase.traderNumber}`,
    ...REGISTRAR,
    itemList: purchase.lines.map((line, index) => ({
      itemSeq: index + 1,
      itemClsCd: line.classification,
      itemNm: line.name,
      ...lineFields(line, purchase.amounts.lines[index]),
    })),
  };
}

/**
 * The OSCU body of stock stored in or out (`insertStockIO`): registered by the shop's system (`regTyCd` M,
 * as the specification's sample), never an amended record (`orgSarNo` 0: null is refused live), its lines
 * valued as a sale's are, with a total discount (`totDcAmt`) of none.
 */
function stockBody(movement: TaxStockMovement) {
  const { totTaxblAmt, totTaxAmt, totAmt } = bandsAndTotals(movement.amounts);
  return {
    sarNo: movement.stockNumber,
    orgSarNo: 0,
    regTyCd: 'M',
    sarTyCd: movement.ioType,
    ocrnDt: nairobiDigits(movement.atMs).slice(0, 8),
    totItemCnt: movement.lines.length,
    totTaxblAmt,
    totTaxAmt,
    totAmt,
    remark: movement.remark.slice(0, 400),
    ...REGISTRAR,
    itemList: movement.lines.map((line, index) => {
      const {
        dcRt: _rate,
        dcAmt,
        ...fields
      } = lineFields({ ...line, unit: line.item.unit }, movement.amounts.lines[index]);
      return {
        itemSeq: index + 1,
        itemCd: line.item.code,
        itemClsCd: line.item.classification,
        itemNm: line.item.name,
        ...fields,
        totDcAmt: dcAmt,
      };
    }),
  };
}

/** No identity, or not a valid device: KRA does not know the keys a request carried. */
const DEVICE_NOT_RECOGNISED = new Set(['900', '901']);
/** The device was installed before: KRA gives its communication key once. */
const INSTALLED_ALREADY = '902';

/** The KRA eTIMS OSCU adapter: JSON POSTs to the specification's functions, identity in the headers. */
export function createOscuPort(config: () => OscuConfig): TaxInvoicePort {
  async function post(name: string, body: unknown, keys: DeviceKeys | null) {
    const { baseUrl, tin, branchId } = config();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(keys && { tin, bhfId: branchId, cmcKey: keys.communicationKey }),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // fetch rejects with a TypeError before anything left (refused, DNS) and a TimeoutError after.
      if ((error as Error).name === 'TimeoutError') throw new TaxAuthorityNoClearAnswer(String(error));
      throw new TaxAuthorityDown(String(error));
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500)
      throw new TaxAuthorityDown(`eTIMS answered ${response.status}: ${text.slice(0, 200)}`);
    const envelope = envelopeSchema.safeParse(parseJson(text));
    if (envelope.success && keys && DEVICE_NOT_RECOGNISED.has(envelope.data.resultCd))
      throw new TaxDeviceNotRecognised(`${envelope.data.resultCd} ${envelope.data.resultMsg}`);
    if (envelope.success) return envelope.data;
    // KRA's gateway refuses some requests with a 4xx and a sentence instead of its envelope.
    if (response.status >= 400)
      return { resultCd: String(response.status), resultMsg: text.slice(0, 400), data: null };
    throw new TaxAuthorityNoClearAnswer(`eTIMS answered ${response.status}: ${text.slice(0, 200)}`);
  }

  return {
    itemCode({ service, unit }, serial) {
      // Kenya, the product type (2 finished goods, 3 a service), net packaging, the unit, a serial.
      return `KE${service ? 3 : 2}NT${UNIT_CODE[unit]}${String(serial).padStart(7, '0')}`;
    },
    async initialise() {
      const { tin, branchId, deviceSerial } = config();
      const answer = await post('selectInitOsdcInfo', { tin, bhfId: branchId, dvcSrlNo: deviceSerial }, null);
      const init = initSchema.safeParse(answer.data);
      if (answer.resultCd === INSTALLED_ALREADY)
        throw new TaxDeviceInstalledAlready(`${answer.resultCd} ${answer.resultMsg}`);
      if (answer.resultCd !== '000' || !init.success) {
        throw new Error(`eTIMS did not install the device: ${answer.resultCd} ${answer.resultMsg}`);
      }
      return { communicationKey: init.data.info.cmcKey, controlUnitId: init.data.info.sdcId };
    },
    async registerItem(keys, item): Promise<TaxAnswer> {
      const answer = await post(
        'saveItem',
        {
          itemCd: item.code,
          itemClsCd: item.classification,
          // The code's third character is the product type: 2 finished goods, 3 a service.
          itemTyCd: item.code.charAt(2),
          itemNm: item.name,
          orgnNatCd: 'KE',
          pkgUnitCd: 'NT',
          qtyUnitCd: UNIT_CODE[item.unit],
          taxTyCd: item.taxType,
          dftPrc: shillings(item.defaultPriceCents),
          isrcAplcbYn: 'N',
          useYn: 'Y',
          ...REGISTRAR,
        },
        keys,
      );
      return done(answer);
    },
    async submitPurchase(keys, purchase) {
      return recorded(await post('insertTrnsPurchase', purchaseBody(purchase), keys));
    },
    async submitStockMovement(keys, movement) {
      return recorded(await post('insertStockIO', stockBody(movement), keys));
    },
    async saveStockMaster(keys, { item, remainingQuantity }) {
      const rsdQty = kraQuantity(item.unit, remainingQuantity);
      return done(await post('saveStockMaster', { itemCd: item.code, rsdQty, ...REGISTRAR }, keys));
    },
    async submitSale(keys, sale): Promise<SaleAnswer> {
      const answer = await post('saveTrnsSalesOsdc', saleBody(sale), keys);
      if (answer.resultCd === '994') return { kind: 'already-accepted' };
      if (answer.resultCd !== '000')
        return { kind: 'refused', code: answer.resultCd, message: answer.resultMsg };
      const receipt = receiptSchema.safeParse(answer.data);
      if (!receipt.success)
        throw new TaxAuthorityNoClearAnswer(
          `eTIMS accepted without its receipt: ${JSON.stringify(answer.data)}`,
        );
      const { curRcptNo, totRcptNo, intrlData, rcptSign, sdcDateTime } = receipt.data;
      const signedAtMs = nairobiDigitsToMs(sdcDateTime);
      if (signedAtMs === null) throw new TaxAuthorityNoClearAnswer(`eTIMS signed at ${sdcDateTime}`);
      const { tin, branchId, siteUrl } = config();
      return {
        kind: 'accepted',
        receipt: {
          sellerPin: tin,
          // The link KRA's own receipts carry in their QR code: PIN, branch and the signature, as one.
          verifyUrl: `${siteUrl}/common/link/etims/receipt/indexEtimsReceiptData?Data=${encodeURIComponent(
            `${tin}${branchId}${rcptSign}`,
          )}`,
          cuInvoiceNumber: `${keys.controlUnitId}/${curRcptNo}`,
          receiptNumber: curRcptNo,
          totalReceiptNumber: totRcptNo,
          internalData: intrlData,
          signature: rcptSign,
          signedAtMs,
        },
      };
    },
  };
}

type Envelope = z.infer<typeof envelopeSchema>;

/** A record the authority numbers (a purchase, a stock movement): 994 is one it holds already. */
function recorded(answer: Envelope): PurchaseAnswer {
  if (answer.resultCd === '994') return { kind: 'already-accepted' };
  if (answer.resultCd !== '000') return { kind: 'refused', code: answer.resultCd, message: answer.resultMsg };
  return { kind: 'accepted' };
}

/** A save that keeps no number (an item, a stock master): done or refused. */
const done = (answer: Envelope): TaxAnswer =>
  answer.resultCd === '000'
    ? { kind: 'done' }
    : { kind: 'refused', code: answer.resultCd, message: answer.resultMsg };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
