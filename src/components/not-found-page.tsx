import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Stack align="center" py="xl" gap="sm" ta="center">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" maw={420}>
        We could not find that page. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to="/">
        Back to the shop
      </Button>
    </Stack>
  );
}
