import type { Cents } from '@nyama/domain/kernel/money';
import type { InvoiceAmounts } from '@nyama/domain/tax/invoice-amounts';
import type { TaxType } from '@nyama/domain/kernel/tax-type';

/**
 * The one interface a tax-invoicing service implements (KRA's eTIMS OSCU in oscu/), shaped like the
 * payment and SMS ports: invoicing and its queue only ever talk to this (decision 074). Amounts are the
 * domain's cents; the adapter writes the authority's own form.
 */
export interface TaxInvoicePort {
  /**
   * Installs the shop's device once; the keys are kept and sent with everything after. Throws
   * TaxDeviceInstalledAlready when the authority installed it before.
   */
  initialise(): Promise<DeviceKeys>;
  /** Registers or updates an item the shop sells, before its first sale. */
  registerItem(keys: DeviceKeys, item: TaxItem): Promise<TaxAnswer>;
  /**
   * Submits a sale or a credit note. Throws TaxAuthorityDown when it surely did not arrive (unreachable,
   * 5xx), so it may be sent again as it is, and TaxAuthorityNoClearAnswer when it left and its answer was
   * lost: sent again, it is either accepted or answered as a number used already.
   */
  submitSale(keys: DeviceKeys, sale: TaxSale): Promise<SaleAnswer>;
  /**
   * Records a purchase the shop invoices as buyer (a farmer's animals), numbered in the shop's purchase
   * sequence; thrown and answered as `submitSale` is.
   */
  submitPurchase(keys: DeviceKeys, purchase: TaxPurchase): Promise<PurchaseAnswer>;
  /**
   * Records stock stored in or out, numbered in the shop's stored-in/out sequence; thrown and answered as
   * `submitSale` is (a number recorded before is `already-accepted`).
   */
  submitStockMovement(keys: DeviceKeys, movement: TaxStockMovement): Promise<PurchaseAnswer>;
  /** Saves what is left of an item after its stock moved (grams for a weighed item, pieces otherwise). */
  saveStockMaster(
    keys: DeviceKeys,
    stock: { item: Pick<TaxItem, 'code' | 'unit'>; remainingQuantity: number },
  ): Promise<TaxAnswer>;
  /** The authority's code for the shop's `serial`th item: it says whether it is goods and its unit. */
  itemCode(item: Pick<TaxItem, 'unit'> & { service: boolean }, serial: number): string;
}

export type DeviceKeys = { communicationKey: string; controlUnitId: string };

/** An item as the authority registers it: `code` is the shop's eTIMS item code (KE2NTKG0000001). */
export type TaxItem = {
  code: string;
  classification: string;
  name: string;
  unit: 'kg' | 'piece' | 'pack';
  taxType: TaxType;
  defaultPriceCents: Cents;
};

export type TaxSaleLine = {
  item: Pick<TaxItem, 'code' | 'classification' | 'name' | 'unit'>;
  /** Grams for a weighed line, pieces otherwise. */
  quantity: number;
  /** The price per kilogram or per piece, VAT included. */
  unitPriceCents: Cents;
};

export type TaxSale = {
  /** The authority's own number: 1, 2, 3… without a gap, counted by the shop. */
  invoiceNumber: number;
  /** The shop's number for the sale (an order's number). */
  traderNumber: string;
  atMs: number;
  paidBy: 'mpesa' | 'card' | 'cash' | 'credit';
  customerPin: string | null;
  /** A business buyer's name, when the shop knows it (a leftover sale's). */
  customerName: string | null;
  lines: TaxSaleLine[];
  /** The amounts of `lines`, in the same order (`invoiceAmounts`). */
  amounts: InvoiceAmounts;
  /** A credit note names the sale it reverses and when the money went back. */
  credits: { invoiceNumber: number; refundedAtMs: number } | null;
};

/** A purchase from a supplier with no eTIMS invoice of their own: the shop raises it for them. */
export type TaxPurchase = {
  /** The authority's number in the shop's purchase sequence: 1, 2, 3… without a gap. */
  invoiceNumber: number;
  /** The shop's number for it (the farmer order's). */
  traderNumber: string;
  atMs: number;
  supplier: { name: string; pin: string | null };
  lines: { classification: string; name: string; unit: 'kg'; quantity: number; unitPriceCents: Cents }[];
  amounts: InvoiceAmounts;
};

/** Stock stored in or out, each line an item's quantity at its price (decision 074, "Stock movements"). */
export type TaxStockMovement = {
  /** The authority's number in the shop's stored-in/out sequence: 1, 2, 3… without a gap. */
  stockNumber: number;
  /** KRA's stored-in/out type: 02 a purchase, 11 a sale, 15 discarded… */
  ioType: string;
  atMs: number;
  /** What the shop knows it by: the movement's kind and the ledger posting's id. */
  remark: string;
  lines: TaxSaleLine[];
  amounts: InvoiceAmounts;
};

/** What the control unit signs, as a receipt prints it. */
export type ControlUnitReceipt = {
  sellerPin: string;
  /** `{control unit id}/{receipt number}`: the "CU invoice number" on a receipt. */
  cuInvoiceNumber: string;
  receiptNumber: number;
  totalReceiptNumber: number;
  internalData: string;
  signature: string;
  signedAtMs: number;
  /** KRA's verification page for the invoice, which the receipt's QR code carries. */
  verifyUrl: string;
};

export type TaxAnswer = { kind: 'done' } | { kind: 'refused'; code: string; message: string };

export type SaleAnswer =
  | { kind: 'accepted'; receipt: ControlUnitReceipt }
  /** The number was accepted before: an earlier submission whose answer was lost. */
  | { kind: 'already-accepted' }
  | { kind: 'refused'; code: string; message: string };

/** A purchase's or a stock movement's answer: records numbered in sequences of their own. */
export type PurchaseAnswer =
  | { kind: 'accepted' }
  /** The number was recorded before: an earlier submission whose answer was lost. */
  | { kind: 'already-accepted' }
  | { kind: 'refused'; code: string; message: string };

export class TaxAuthorityDown extends Error {
  override name = 'TaxAuthorityDown';
}

export class TaxAuthorityNoClearAnswer extends Error {
  override name = 'TaxAuthorityNoClearAnswer';
}

/**
 * The authority does not know the device by the keys sent (OSCU 900, 901): not the document's fault, so
 * nothing is refused; the device is installed again (decision 074, "The device's installations").
 */
export class TaxDeviceNotRecognised extends Error {
  override name = 'TaxDeviceNotRecognised';
}

/** The authority installed this device before and will not give its key again (OSCU 902). */
export class TaxDeviceInstalledAlready extends Error {
  override name = 'TaxDeviceInstalledAlready';
}
