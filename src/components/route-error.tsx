import { Box } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { QueryError } from './query-error';

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Box maw={560} mx="auto" mt="xl">
      <QueryError
        title="This page could not be shown"
        message={
          offline
            ? 'You are offline. Connect to the internet and try again.'
            : error instanceof Error
              ? error.message
              : 'Something went wrong.'
        }
        onRetry={() => void router.invalidate()}
      />
    </Box>
  );
}
