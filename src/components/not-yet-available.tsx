import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';

/** An honest placeholder for a screen that belongs to a later release; its route gate is already real. */
export function NotYetAvailable() {
  const { pathname } = useLocation();
  return (
    <Stack align="center" py="xl" gap="sm" ta="center">
      <Title order={1}>Not available yet</Title>
      <Text c="dimmed" maw={460}>
        This page ({pathname}) is part of an upcoming release of the shop. Everything else keeps working.
      </Text>
      <Button component={Link} to="/" variant="light">
        Back to the shop
      </Button>
    </Stack>
  );
}
