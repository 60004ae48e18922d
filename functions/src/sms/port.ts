/**
 * The one interface an SMS gateway implements (Africa's Talking in africastalking/), shaped like the
 * payment port: sending, queueing and notify only ever talk to this. Phones are the shop's stored form
 * (2547XXXXXXXX); the adapter writes and reads the gateway's own.
 */
export interface SmsPort {
  /**
   * Hands one text for one phone to the gateway. Throws SmsGatewayDown when the gateway surely did not
   * take it (unreachable, 5xx), so it may be tried again, and SmsNoClearAnswer when the request left and
   * its answer was lost, so it may have gone out and must never be tried again.
   */
  send(request: { to: string; text: string }): Promise<SmsSendResult>;
  /** A delivery-report callback's body as the shop keeps it; null when it is not one. */
  interpretReport(rawBody: Buffer): SmsReport | null;
  /** An incoming-message callback's body; null when it is not one. */
  interpretInbound(rawBody: Buffer): SmsInbound | null;
}

export type SmsSendResult =
  | { kind: 'sent'; messageId: string; statusCode: number; status: string; costCents: number }
  | { kind: 'refused'; statusCode: number; status: string };

export type SmsReport = {
  messageId: string;
  status: string;
  phone: string | null;
  failureReason: string | null;
  networkCode: string | null;
  retryCount: number | null;
};

/** `from` is the phone's stored form when it is a Kenyan mobile, else as the gateway wrote it. */
export type SmsInbound = { from: string; text: string; gatewayId: string };

export class SmsGatewayDown extends Error {
  override name = 'SmsGatewayDown';
}

export class SmsNoClearAnswer extends Error {
  override name = 'SmsNoClearAnswer';
}
