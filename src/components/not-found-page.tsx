import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { m } from '../paraglide/messages';

export function NotFoundPage() {
  return (
    <Stack align="center" py="xl" gap="sm" ta="center">
      <Title order={1}>{m.account_not_found_title()}</Title>
      <Text c="dimmed" maw={420}>
        {m.account_not_found_body()}
      </Text>
      <Button component={Link} to="/">
        {m.account_not_found_home()}
      </Button>
    </Stack>
  );
}
