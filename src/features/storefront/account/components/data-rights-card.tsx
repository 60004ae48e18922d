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

const errorOf = (error: Error | null) => (error ? describeCallableError(error) : null);

/** The offers switch: off until the customer turns it on, and every change recorded with its words. */
function MarketingConsent({ uid }: { uid: string }) {
  const consent = useQuery(marketingConsentQuery(uid));
  const record = useRecordMarketingConsent(uid);
  if (consent.isPending)
    return <Loader size="sm" role="status" aria-label="Loading your choice about offers" />;
  if (consent.isError) {
    return <QueryError what="your choice about offers" onRetry={() => void consent.refetch()} />;
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
        Download my data
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
        Delete my account
      </Button>
      <Modal opened={opened} onClose={close} title="Delete your account?" size="lg">
        <Stack>
          <Text fw={600}>Erased at once, for good:</Text>
          <List size="sm" spacing={4}>
            <List.Item>your name, phone number and email, and your sign-in;</List.Item>
            <List.Item>your saved addresses, and the delivery address on your orders;</List.Item>
            <List.Item>your notification devices and your choices about offers;</List.Item>
            <List.Item>delivery codes, delivery photos, and drivers’ notes and messages to you.</List.Item>
          </List>
          <Text fw={600}>Kept, and why:</Text>
          <Text size="sm">
            What you bought and paid (order lines, amounts, payments and refunds, with their receipts) is kept
            for {TAX_RECORDS_RETENTION_YEARS} years, because Kenyan tax law makes every seller keep its sales
            records that long. It is kept without your name, phone or address, and nobody can sign in to it.
          </Text>
          <Text size="sm">
            While an order is paid and not yet delivered, or a refund is on its way, your account cannot be
            deleted: we still need to reach you.
          </Text>
          <TextInput
            label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
          />
          <FormError message={errorOf(deletion.error)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep my account
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
              Delete my account
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
          Your data
        </Title>
        <MarketingConsent uid={uid} />
        <Text size="sm" c="dimmed">
          What we keep about you, and why, is in our{' '}
          <Anchor component={Link} to="/privacy" size="sm">
            privacy notice
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
