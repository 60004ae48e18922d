import { Alert, Button, Group } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Alert color="ember" title="This page could not be shown" maw={560} mx="auto" mt="xl">
      {offline
        ? 'You are offline. Connect to the internet and try again.'
        : error instanceof Error
          ? error.message
          : 'Something went wrong.'}
      <Group mt="md">
        <Button variant="light" color="ember" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
