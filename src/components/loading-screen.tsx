import { Center, Loader, Text } from '@mantine/core';
import { m } from '../paraglide/messages';

/** Spec: while a screen loads on demand, a plain "loading" placeholder. */
export function LoadingScreen() {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader size="sm" mr="sm" />
      <Text c="dimmed">{m.loading()}</Text>
    </Center>
  );
}
