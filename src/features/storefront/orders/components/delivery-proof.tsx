import { Image, Stack, Text } from '@mantine/core';
import type { CustomerOrder } from '../api/current-order';
import { useOrderPhotos } from '../api/delivery-photos';
import { FormError } from '../../../../components/form-error';
import { m } from '../../../../paraglide/messages';

/** Once delivered: the driver's note and the photo they took at the door, if any. */
export function DeliveryProof({ uid, order }: { uid: string; order: CustomerOrder }) {
  const photos = useOrderPhotos(uid, order.id);
  const note = order.delivery?.note;
  return (
    <Stack gap="xs" component="section" aria-label={m.store_proof_label()}>
      <Text fw={700}>{m.store_proof_delivered()}</Text>
      {note && <Text size="sm">{m.store_proof_note({ note })}</Text>}
      {photos.status === 'ready' &&
        photos.data.map((photo, index) => (
          <Image key={index} src={photo} alt={m.store_proof_photo()} maw={320} radius="sm" />
        ))}
      {photos.status === 'error' && <FormError message={photos.message} />}
    </Stack>
  );
}
