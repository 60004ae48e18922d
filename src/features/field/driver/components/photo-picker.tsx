import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { m } from '../../../../paraglide/messages';
import { PhotoError, shrinkPhoto } from '../api/shrink-photo';

/** An optional photo of the delivery, taken with the phone's camera and made small on the phone. */
export function PhotoPicker({
  photo,
  onPhoto,
  onPreparing,
}: {
  photo: string | null;
  onPhoto: (photo: string | null) => void;
  onPreparing: (preparing: boolean) => void;
}) {
  const [state, setState] = useState<{ preparing: boolean; error: string | null }>({
    preparing: false,
    error: null,
  });
  const pick = async (file: File | null) => {
    if (!file) return;
    setState({ preparing: true, error: null });
    onPreparing(true);
    try {
      onPhoto(await shrinkPhoto(file));
      setState({ preparing: false, error: null });
    } catch (error) {
      const message = error instanceof PhotoError ? error.message : m.field_driver_photo_failed();
      setState({ preparing: false, error: message });
    } finally {
      onPreparing(false);
    }
  };
  return (
    <>
      <Group gap="sm">
        <FileButton onChange={(file) => void pick(file)} accept="image/*" capture="environment">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconCamera size={16} />}
              loading={state.preparing}
            >
              {photo ? m.field_driver_photo_again() : m.field_driver_photo_add()}
            </Button>
          )}
        </FileButton>
        {photo && (
          <Button variant="subtle" color="gray" onClick={() => onPhoto(null)}>
            {m.field_driver_photo_remove()}
          </Button>
        )}
      </Group>
      {photo && <Image src={photo} alt={m.field_driver_photo_alt()} maw={240} radius="sm" />}
      {state.error && (
        <Text size="sm" c="ember" role="alert">
          {state.error}
        </Text>
      )}
    </>
  );
}
