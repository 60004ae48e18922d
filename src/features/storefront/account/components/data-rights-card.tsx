import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION } from '@nyama/domain/callables/data-rights-callables';
import { TAX_RECORDS_RETENTION_YEARS } from '@nyama/domain/payments/personal-data';
import { MARKETING_CONSENT_WORDING } from '@nyama/domain/people/consent';
import { FormError } from '../../../../components/form-error';
import { QueryError } from '../../../../components/query-error';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import {
  marketingConsentQuery,
  saveDataFile,
  useDeleteMyAccount,
  useExportMyData,
  useRecordMarketingConsent,
} from '../api/data-rights';
import { m } from '../../../../paraglide/messages';

const errorOf = (error: Error | null) => (error ? describeCallableError(error) : null);

/** The offers switch: off until the customer turns it on, and every change recorded with its words. */
function MarketingConsent({ uid }: { uid: string }) {
  const consent = useQuery(marketingConsentQuery(uid));
  const record = useRecordMarketingConsent(uid);
  if (consent.isPending)
    return <Loader size="sm" role="status" aria-label={m.account_data_offers_loading()} />;
  if (consent.isError) {
    return <QueryError what={m.account_data_offers_what()} onRetry={() => void consent.refetch()} />;
  }
  return (
    <Stack gap="xs">
      <Switch
        label={MARKETING_CONSENT_WORDING}
        checked={consent.data?.granted ?? false}
        disabled={record.isPending}
        onChange={(event) =>
          record.mutate({ granted: event.currentTarget.checked, wording: MARKETING_CONSENT_WORDING })
        }
      />
      <FormError message={errorOf(record.error)} />
    </Stack>
  );
}

function DownloadMyData() {
  const exportData = useExportMyData();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        loading={exportData.isPending}
        onClick={() => exportData.mutate({}, { onSuccess: saveDataFile })}
      >
        {m.account_data_download()}
      </Button>
      <FormError message={errorOf(exportData.error)} />
    </Stack>
  );
}

function DeleteMyAccount() {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const deletion = useDeleteMyAccount();
  const navigate = useNavigate();
  const close = () => {
    setOpened(false);
    setTyped('');
    deletion.reset();
  };
  return (
    <>
      <Button color="ember" variant="light" onClick={() => setOpened(true)}>
        {m.account_data_delete()}
      </Button>
      <Modal opened={opened} onClose={close} title={m.account_data_delete_title()} size="lg">
        <Stack>
          <Text fw={600}>{m.account_data_erased_title()}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{m.account_data_erased_identity()}</List.Item>
            <List.Item>{m.account_data_erased_addresses()}</List.Item>
            <List.Item>{m.account_data_erased_devices()}</List.Item>
            <List.Item>{m.account_data_erased_delivery()}</List.Item>
          </List>
          <Text fw={600}>{m.account_data_kept_title()}</Text>
          <Text size="sm">{m.account_data_kept_sales({ years: TAX_RECORDS_RETENTION_YEARS })}</Text>
          <Text size="sm">{m.account_data_kept_open_order()}</Text>
          <TextInput
            label={m.account_data_type_to_confirm({ word: DELETE_ACCOUNT_CONFIRMATION })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
          />
          <FormError message={errorOf(deletion.error)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {m.account_data_keep()}
            </Button>
            <Button
              color="ember"
              disabled={typed !== DELETE_ACCOUNT_CONFIRMATION}
              loading={deletion.isPending}
              onClick={() =>
                deletion.mutate(
                  { confirmation: DELETE_ACCOUNT_CONFIRMATION },
                  // Signing out clears what this device saved of the account.
                  { onSuccess: () => void navigate({ to: '/logout' }) },
                )
              }
            >
              {m.account_data_delete()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The customer's rights over their data (docs/decisions/064-customers-data-rights.md), on /user. */
export function DataRightsCard({ uid }: { uid: string }) {
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h3">
          {m.account_data_title()}
        </Title>
        <MarketingConsent uid={uid} />
        <Text size="sm" c="dimmed">
          {m.account_data_privacy_before()}{' '}
          <Anchor component={Link} to="/privacy" size="sm">
            {m.account_data_privacy_link()}
          </Anchor>
          .
        </Text>
        <Group align="flex-start">
          <DownloadMyData />
          <DeleteMyAccount />
        </Group>
      </Stack>
    </Card>
  );
}
