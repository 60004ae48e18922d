import type { InventoryDocumentKind, WriteOffLine } from '@nyama/domain/inventory/inventory-document';
import type { MovementKind } from '@nyama/domain/inventory/ledger';
import { m } from '../../../paraglide/messages';

/** A movement's kind in the page's language (the domain's MOVEMENT_KIND labels stay English for the audit). */
export const MOVEMENT_KIND_WORDS: Record<MovementKind, () => string> = {
  opening: m.staff_inv_move_opening,
  receipt: m.staff_inv_move_receipt,
  reservation: m.staff_inv_move_reservation,
  release: m.staff_inv_move_release,
  consumption: m.staff_inv_move_consumption,
  return: m.staff_inv_move_return,
  productionInput: m.staff_inv_move_production_input,
  productionOutput: m.staff_inv_move_production_output,
  transfer: m.staff_inv_move_transfer,
  writeOff: m.staff_inv_move_write_off,
  countAdjustment: m.staff_inv_move_count,
  leftoverSale: m.staff_inv_move_leftover_sale,
  expiry: m.staff_inv_move_expiry,
  reversal: m.staff_inv_move_reversal,
};

/** The domain's DOCUMENT_KINDS labels, in the page's language. */
export const DOCUMENT_KIND_WORDS: Record<InventoryDocumentKind, () => string> = {
  receiptNote: m.staff_inv_kind_receipt,
  writeOff: m.staff_inv_kind_write_off,
  stockCount: m.staff_inv_kind_count,
};

/** The domain's WRITE_OFF_REASON_LABEL, in the page's language. */
export const WRITE_OFF_REASON_WORDS: Record<WriteOffLine['reason'], () => string> = {
  spoilage: m.staff_inv_reason_spoilage,
  trimmingLoss: m.staff_inv_reason_trimming,
  sample: m.staff_inv_reason_sample,
  theft: m.staff_inv_reason_theft,
  countCorrection: m.staff_inv_reason_count,
};

/**
 * Where a posting's or a lot's source is shown, by the source's kind: a customer order, an inventory
 * document (a receipt note's lots name it as `receipt`), a farmer order, a production order or a sale of
 * leftovers.
 */
export const SOURCE_PAGE: Record<string, { path: string; name: () => string }> = {
  order: { path: '/adminorder', name: m.staff_inv_source_order },
  inventoryDocument: { path: '/inventorydoc', name: m.staff_inv_source_document },
  receipt: { path: '/inventorydoc', name: m.staff_inv_source_receipt },
  farmerOrder: { path: '/inventfarmerorder', name: m.staff_inv_source_farmer_order },
  productionOrder: { path: '/productionorder', name: m.staff_inv_source_production_order },
  leftoverSale: { path: '/inventleftoverorder', name: m.staff_inv_source_leftover_sale },
};
