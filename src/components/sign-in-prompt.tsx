import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { m } from '../paraglide/messages';

/** Shown on public pages that only make sense signed in (the spec leaves /user and /newaddress ungated). */
export function SignInPrompt({ title, reason }: { title: string; reason: string }) {
  const { pathname } = useLocation();
  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="md">
      <Stack>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{reason}</Text>
        <Group>
          <Button renderRoot={(props) => <Link to="/signin" search={{ redirect: pathname }} {...props} />}>
            {m.shell_sign_in()}
          </Button>
          <Button component={Link} to="/usersignup" variant="light">
            {m.account_create_account()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
