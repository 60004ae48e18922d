import { Box } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { QueryError } from './query-error';
import { m } from '../paraglide/messages';

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Box maw={560} mx="auto" mt="xl">
      <QueryError
        title={m.account_route_error_title()}
        message={
          offline
            ? m.account_route_error_offline()
            : error instanceof Error
              ? error.message
              : m.account_route_error_unknown()
        }
        onRetry={() => void router.invalidate()}
      />
    </Box>
  );
}
