import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { etimsSettingsQuery } from '../api/etims-settings';
import { EtimsSettingsForm } from './etims-settings-form';
import { m } from '../../../../paraglide/messages';

/** /admintaxsetup: the shop's KRA PIN, branch, device serial and environment (decision 074). */
export function EtimsSettingsPage() {
  const settings = useQuery(etimsSettingsQuery());
  return (
    <Stack gap="md">
      <Title order={1}>{m.staff_tax_nav_setup()}</Title>
      <Text c="dimmed">{m.staff_tax_setup_intro()}</Text>
      {settings.isPending && <LoadingScreen />}
      {settings.isError && (
        <QueryError what={m.staff_tax_setup_what()} onRetry={() => void settings.refetch()} />
      )}
      {settings.data === null && <Text fw={500}>{m.staff_tax_setup_none()}</Text>}
      {settings.data !== undefined && <EtimsSettingsForm settings={settings.data} />}
    </Stack>
  );
}
