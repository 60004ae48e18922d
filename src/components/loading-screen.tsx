import { Box, Center, Loader, Text, rem } from '@mantine/core';
import { useEffect, useState } from 'react';
import { m } from '../paraglide/messages';

/**
 * How long a wait shows the word alone before the spinner joins it: a spinner turning from the first
 * paint makes the device draw every frame while the page's code and data arrive (decision 083).
 */
export const SPINNER_AFTER_MS = 1_000;

/** Spec: while a screen loads on demand, a plain "loading" placeholder; a long wait also turns a spinner. */
export function LoadingScreen() {
  const [longWait, setLongWait] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLongWait(true), SPINNER_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center mih={240} role="status" aria-live="polite">
      {/* The spinner's room is kept from the start, so the word does not move when it appears. */}
      <Box w={rem(22)} h={rem(22)} mr="sm">
        {longWait && <Loader size="sm" />}
      </Box>
      <Text c="dimmed">{m.loading()}</Text>
    </Center>
  );
}
