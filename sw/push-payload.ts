import { pushPayloadSchema, type PushPayload } from '@nyama/domain/orders/push';

const FALLBACK: PushPayload = {
  title: 'Nyama Shop',
  body: 'There is news about your order.',
  url: '/coopenorder',
};

/** A push the shop did not shape (or an empty test push) still shows something useful. */
export function parsePushPayload(data: PushMessageData | null): PushPayload {
  try {
    const parsed = pushPayloadSchema.safeParse(data?.json());
    return parsed.success ? parsed.data : FALLBACK;
  } catch {
    return data ? { ...FALLBACK, body: data.text() } : FALLBACK;
  }
}

export function notificationUrl(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') ? url : FALLBACK.url;
}
