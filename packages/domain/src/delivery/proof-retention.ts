/**
 * How long the proof of a delivery (the driver's photo, the code the driver typed and the code itself) is
 * kept after the delivery: 120 days, the longest window in which a card payment can still be disputed as
 * "not received" (Visa and Mastercard allow up to 120 days), when the photo and the code are the shop's
 * evidence. After that they serve nothing, and the Data Protection Act 2019 s.39 allows keeping personal
 * data only as long as its purpose needs (docs/decisions/064-customers-data-rights.md).
 */
export const DELIVERY_PROOF_RETENTION_DAYS = 120;

const DAY_MS = 86_400_000;

/** Proof of deliveries made at or before this instant is erased by the retention job. */
export const deliveryProofCutoffMs = (nowMs: number) => nowMs - DELIVERY_PROOF_RETENTION_DAYS * DAY_MS;
