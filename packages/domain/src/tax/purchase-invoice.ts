import { z } from 'zod/mini';
import { speciesSchema, type Species } from '../catalogue/species';
import type { FarmerOrder } from '../inventory/farmer-order';
import { centsSchema } from '../kernel/money';
import { taxClassSchema, taxTypeSchema, type TaxClass, type TaxType } from '../kernel/tax-type';
import { taxInvoiceStateSchema } from './tax-invoice';

/**
 * purchaseInvoices/{key}: the invoice the shop raises as buyer for a farmer's animals when they are weighed
 * in (a reverse, buyer-initiated invoice: most farmers are not registered for eTIMS), written only by
 * functions; its id is the idempotency key `purchase-<farmerOrderId>`. The same queue as the sales sends it
 * to KRA, with numbers of the shop's purchase sequence (decision 074, "Farmers' reverse invoices").
 */
export const purchaseInvoiceSchema = z.object({
  farmerOrderId: z.string().check(z.minLength(1)),
  /** The shop's own number for the purchase (the farmer order's, FO-0001). */
  farmerOrderNumber: z.string().check(z.minLength(1)),
  /** The farmer: the statement is theirs to read. */
  farmerUid: z.string().check(z.minLength(1)),
  farmerName: z.string().check(z.minLength(1)),
  /** The farmer's KRA PIN when they keep one on their profile; most have none. */
  farmerPin: z.nullable(z.string()),
  species: speciesSchema,
  /** The line as KRA records it, in English as its records are kept: "Goat (carcass weight)". */
  itemName: z.string().check(z.minLength(1)),
  /** What the animals weighed as carcasses, and the price agreed per kilogram of it. */
  carcassGrams: z.int().check(z.positive()),
  pricePerKgCents: centsSchema,
  /** What the shop owes for them: the weigh-in's amount. */
  amountCents: centsSchema,
  taxClass: taxClassSchema,
  taxType: taxTypeSchema,
  /** When the animals were weighed in. */
  atMs: z.int(),
  state: taxInvoiceStateSchema,
  /** KRA's number in the shop's purchase sequence, once given; freed by a refusal. */
  invoiceNumber: z.nullable(z.int().check(z.positive())),
  attempts: z.int().check(z.nonnegative()),
  lastError: z.nullable(z.string()),
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type PurchaseInvoice = z.infer<typeof purchaseInvoiceSchema>;

export const PURCHASE_KEY_PREFIX = 'purchase-';
export const purchaseInvoiceKey = (farmerOrderId: string) => `${PURCHASE_KEY_PREFIX}${farmerOrderId}`;

/**
 * Farmers sell the shop their animals, priced by carcass weight: KRA's class for live animals, exempt
 * under the VAT Act's First Schedule like the fresh meat they become (decision 074).
 */
export const FARMER_PURCHASE_TAX: { taxClass: TaxClass; taxType: TaxType } = {
  taxClass: '99011018',
  taxType: 'A',
};

const ANIMALS: Record<Species, string> = {
  cattle: 'Cattle',
  goat: 'Goat',
  sheep: 'Sheep',
  chicken: 'Chicken',
  rabbit: 'Rabbit',
};

/** The reverse invoice a weigh-in makes, or null for an order not weighed in or sent to no farmer. */
export function purchaseInvoiceOf(
  farmerOrderId: string,
  order: Pick<FarmerOrder, 'number' | 'farmerUid' | 'farmer' | 'terms' | 'delivery'>,
  farmerPin: string | null,
  nowMs: number,
): PurchaseInvoice | null {
  if (!order.delivery || !order.farmerUid || !order.farmer) return null;
  return {
    farmerOrderId,
    farmerOrderNumber: order.number,
    farmerUid: order.farmerUid,
    farmerName: order.farmer.name,
    farmerPin,
    species: order.terms.species,
    itemName: `${ANIMALS[order.terms.species]} (carcass weight)`,
    carcassGrams: order.delivery.carcassGrams,
    pricePerKgCents: order.terms.pricePerKgCents,
    amountCents: order.delivery.owedCents,
    ...FARMER_PURCHASE_TAX,
    atMs: order.delivery.deliveredAtMs,
    state: 'queued',
    invoiceNumber: null,
    attempts: 0,
    lastError: null,
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
  };
}

/**
 * A refused reverse invoice put back in the queue by an Admin: it takes the farmer's name and KRA PIN as
 * their profile has them now (what the Admin corrects a purchase on), and KRA's last words go (the audit
 * entry keeps them).
 */
export function replayedPurchase(
  farmer: { name: string; pin: string | null },
  nowMs: number,
): Pick<PurchaseInvoice, 'state' | 'farmerName' | 'farmerPin' | 'lastError' | 'updatedAtMs'> {
  return {
    state: 'queued',
    farmerName: farmer.name,
    farmerPin: farmer.pin,
    lastError: null,
    updatedAtMs: nowMs,
  };
}
