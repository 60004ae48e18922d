import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import { ReasonForm } from '../../../../components/reason-form';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { paths } from '@nyama/domain/kernel/paths';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import {
  SUPPLIER_APPLICATION_STATUS_LABEL,
  SUPPLY_DELIVERY_LABEL,
} from '@nyama/domain/suppliers/supplier-application';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { applicationQuery, useReviewApplication } from '../api/applications';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

type Props = {
  /** The application's id, from the address: the route's screen passes it in. */
  id: string;
  auditTrail: (targetPath: string) => ReactNode;
};

/**
 * /supplierapplication/$id: one application as the applicant wrote it (text only, never HTML), approved into
 * a Farmer account with a set-password link to send them, or declined with a reason they will read.
 */
export function SupplierApplicationPage({ id, auditTrail }: Props) {
  const application = useQuery(applicationQuery(id));
  const review = useReviewApplication();
  if (application.isError)
    return <QueryError what="this application" onRetry={() => void application.refetch()} />;
  if (application.isPending) return <LoadingScreen />;
  if (!application.data) return <NotFoundPage />;
  const data = application.data;
  const passwordLink = review.data?.passwordCode
    ? `${window.location.origin}/resetpassword?oobCode=${encodeURIComponent(review.data.passwordCode)}`
    : null;
  return (
    <Stack gap="lg">
      <Title order={1}>Application from {data.name}</Title>
      <Text fw={600}>{SUPPLIER_APPLICATION_STATUS_LABEL[data.status]}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label="Phone and email">
          {formatKenyanPhone(data.phone)} · {data.email}
        </Fact>
        <Fact label="Where">
          {data.location}, {data.county}
        </Fact>
        <Fact label="Supplies">
          {data.species.join(', ')}
          {data.breeds && ` (${data.breeds})`}: about {data.headPerMonth} a month, {data.typicalLiveWeightKg}{' '}
          kg live
        </Fact>
        <Fact label="Delivery">{SUPPLY_DELIVERY_LABEL[data.delivery]}</Fact>
        <Fact label="Permits">{data.certificates || '—'}</Fact>
        <Fact label="Applied">{formatNairobiDateTime(data.createdAtMs)}</Fact>
        {data.declineReason && <Fact label="Declined because">{data.declineReason}</Fact>}
      </SimpleGrid>
      {passwordLink && (
        <Alert color="green" title="Approved: send the farmer this link to set a password">
          <Group gap="xs" wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere' }} data-testid="password-link">
              {passwordLink}
            </Code>
            <CopyButton value={passwordLink}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
      {data.status === 'received' && (
        <Stack gap="sm">
          <Group>
            <Button
              loading={review.isPending}
              onClick={() => review.mutate({ applicationId: id, review: { decision: 'approve' } })}
            >
              Approve as a farmer
            </Button>
          </Group>
          <ReasonForm
            label="Decline the application"
            question="Why decline (the applicant reads this)"
            placeholder="e.g. We buy only within 150 km of Nairobi"
            schema={reasonSchema}
            saving={review.isPending}
            error={review.isError ? describeCallableError(review.error) : null}
            onSubmit={(reason) =>
              review.mutate({ applicationId: id, review: { decision: 'decline', reason } })
            }
          />
        </Stack>
      )}
      {auditTrail(paths.supplierApplication(id))}
    </Stack>
  );
}
