import { randomBytes } from 'node:crypto';
import { kraDateTime } from './protocol';
import type { StockIoRequest } from './stock-requests';

/** The shop as KRA knows it: its PIN, its branch and the device serial its eTIMS registration names. */
export type Taxpayer = { tin: string; bhfId: string; dvcSrlNo: string; taxprNm: string };

type RegisteredItem = Record<string, unknown> & {
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  taxTyCd: string;
  qtyUnitCd: string;
  pkgUnitCd: string;
  modifiedAtMs: number;
};

/** What the control unit signs for an accepted sale or credit note. */
export type ReceiptData = {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
};

export type AcceptedInvoice = {
  invcNo: number;
  rcptTyCd: 'S' | 'R';
  orgInvcNo: number;
  trdInvcNo: string;
  request: Record<string, unknown>;
  receipt: ReceiptData;
  acceptedAtMs: number;
};

/** A purchase the taxpayer recorded: here, the shop's own invoices for farmers outside eTIMS. */
type RecordedPurchase = { invcNo: number; request: Record<string, unknown>; recordedAtMs: number };

/** Stock the taxpayer stored in or out, numbered by `sarNo`. */
type StockMove = StockIoRequest & { recordedAtMs: number };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The specification does not say how the unit derives its internal data and signature: random here. */
const randomCode = (length: number) =>
  Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/**
 * One taxpayer's branch and its one device: installed once (a second initialisation is refused, as KRA's
 * is), with the sales invoices it accepted and the purchases it recorded, each numbered without a gap,
 * and its registered items.
 */
export function createControlUnit(taxpayer: Taxpayer) {
  let cmcKey: string | null = null;
  const items = new Map<string, RegisteredItem>();
  const invoices: AcceptedInvoice[] = [];
  const purchases: RecordedPurchase[] = [];
  const stockMoves: StockMove[] = [];
  /** Each item's remaining quantity as the taxpayer last saved it (`saveStockMaster`). */
  const stockMaster = new Map<string, { rsdQty: number; savedAtMs: number }>();
  /** Classifications KRA has withdrawn (useYn N): items can no longer be registered in them. */
  const withdrawnClasses = new Set<string>();
  const identity = { sdcId: 'KRACU0100000001', mrcNo: 'WIS00000001', dvcId: '9999900100000001' };

  return {
    taxpayer,
    identity,
    /** The device's communication key once installed, or null. */
    cmcKey: () => cmcKey,
    install(): string | null {
      if (cmcKey !== null) return null;
      cmcKey = randomBytes(16).toString('hex');
      return cmcKey;
    },
    saveItem(item: RegisteredItem) {
      items.set(item.itemCd, item);
    },
    item: (itemCd: string) => items.get(itemCd),
    classInUse: (itemClsCd: string) => !withdrawnClasses.has(itemClsCd),
    setClassInUse(itemClsCd: string, inUse: boolean) {
      if (inUse) withdrawnClasses.delete(itemClsCd);
      else withdrawnClasses.add(itemClsCd);
    },
    itemsSince: (ms: number) => [...items.values()].filter((item) => item.modifiedAtMs > ms),
    invoices: () => [...invoices],
    /** A new sandbox, as KRA's support resets a device: not installed, no items, no invoices. */
    reset() {
      cmcKey = null;
      items.clear();
      invoices.length = 0;
      purchases.length = 0;
      stockMoves.length = 0;
      stockMaster.clear();
      withdrawnClasses.clear();
    },
    invoice: (invcNo: number) => invoices.find((invoice) => invoice.invcNo === invcNo),
    /** The number the next sale must carry: KRA counts from 1 and moves only on an accepted sale. */
    nextInvoiceNumber: () => invoices.length + 1,
    accept(invoice: Omit<AcceptedInvoice, 'receipt' | 'acceptedAtMs'>, nowMs: number): ReceiptData {
      const sameType = invoices.filter((each) => each.rcptTyCd === invoice.rcptTyCd).length;
      const receipt = {
        curRcptNo: sameType + 1,
        totRcptNo: invoices.length + 1,
        intrlData: randomCode(26),
        rcptSign: randomCode(16),
        sdcDateTime: kraDateTime(nowMs),
      };
      invoices.push({ ...invoice, receipt, acceptedAtMs: nowMs });
      return receipt;
    },
    purchases: () => [...purchases],
    purchase: (invcNo: number) => purchases.find((purchase) => purchase.invcNo === invcNo),
    /** Purchases are numbered apart from sales, from 1, moving only on one recorded. */
    nextPurchaseNumber: () => purchases.length + 1,
    record(purchase: Omit<RecordedPurchase, 'recordedAtMs'>, nowMs: number) {
      purchases.push({ ...purchase, recordedAtMs: nowMs });
    },
    stockMoves: () => [...stockMoves],
    stockMove: (sarNo: number) => stockMoves.find((move) => move.sarNo === sarNo),
    /** Stored-in/out records are numbered apart from sales and purchases, from 1. */
    nextStockNumber: () => stockMoves.length + 1,
    recordStockMove(move: StockIoRequest, nowMs: number) {
      stockMoves.push({ ...move, recordedAtMs: nowMs });
    },
    stockMoved: (itemCd: string) =>
      stockMoves.some((move) => move.itemList.some((item) => item.itemCd === itemCd)),
    saveStockMaster(itemCd: string, rsdQty: number) {
      stockMaster.set(itemCd, { rsdQty, savedAtMs: Date.now() });
    },
    stockMaster: () => Object.fromEntries(stockMaster),
    /** The invoice a verification link names: PIN, branch and signature, written one after another. */
    verify: (data: string) =>
      data.startsWith(`${taxpayer.tin}${taxpayer.bhfId}`)
        ? invoices.find((invoice) => invoice.receipt.rcptSign === data.slice(taxpayer.tin.length + 2))
        : undefined,
  };
}
export type ControlUnit = ReturnType<typeof createControlUnit>;
