import type { MovementKind } from '@nyama/domain/inventory/ledger';

export const MOVEMENT_KIND_LABEL: Record<MovementKind, string> = {
  opening: 'Opening balance',
  receipt: 'Receipt',
  reservation: 'Reserved by an order',
  release: 'Released by an order',
  consumption: 'Packed for an order',
  return: 'Returned by an order',
  productionInput: 'Cut up in production',
  productionOutput: 'Made in production',
  transfer: 'Transfer',
  writeOff: 'Write-off',
  countAdjustment: 'Stock count',
  leftoverSale: 'Sold to a buyer',
  expiry: 'Expired',
  reversal: 'Reversal',
};

/**
 * Where a posting's or a lot's source is shown, by the source's kind: a customer order, an inventory
 * document (a receipt note's lots name it as `receipt`), a farmer order, a production order or a sale of
 * leftovers.
 */
export const SOURCE_PAGE: Record<string, { path: string; name: string }> = {
  order: { path: '/adminorder', name: 'order' },
  inventoryDocument: { path: '/inventorydoc', name: 'document' },
  receipt: { path: '/inventorydoc', name: 'receipt note' },
  farmerOrder: { path: '/inventfarmerorder', name: 'farmer order' },
  productionOrder: { path: '/productionorder', name: 'production order' },
  leftoverSale: { path: '/inventleftoverorder', name: 'sale of leftovers' },
};
