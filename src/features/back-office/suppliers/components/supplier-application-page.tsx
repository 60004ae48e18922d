import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import { ReasonForm } from '../../../../components/reason-form';
import { formatDateTime } from '../../../../lib/format-time';
import { paths } from '@nyama/domain/kernel/paths';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { describeStaffError } from '../../refusals/public';
import { applicationQuery, useReviewApplication } from '../api/applications';
import { speciesWords } from '../../../../lib/species-words';
import { m } from '../../../../paraglide/messages';
import { DELIVERY_WORDS, STATUS_WORDS } from './status-words';

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
    return <QueryError what={m.staff_sup_what_application()} onRetry={() => void application.refetch()} />;
  if (application.isPending) return <LoadingScreen />;
  if (!application.data) return <NotFoundPage />;
  const data = application.data;
  const passwordLink = review.data?.passwordCode
    ? `${window.location.origin}/resetpassword?oobCode=${encodeURIComponent(review.data.passwordCode)}`
    : null;
  return (
    <Stack gap="lg">
      <Title order={1}>{m.staff_sup_application_from({ name: data.name })}</Title>
      <Text fw={600}>{STATUS_WORDS[data.status]()}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label={m.staff_sup_phone_email()}>
          {formatKenyanPhone(data.phone)} · {data.email}
        </Fact>
        <Fact label={m.staff_sup_where()}>
          {data.location}, {data.county}
        </Fact>
        <Fact label={m.staff_sup_col_supplies()}>
          {m.staff_sup_supplies_fact({
            species: data.species.map(speciesWords).join(', ') + (data.breeds ? ` (${data.breeds})` : ''),
            head: String(data.headPerMonth),
            weight: String(data.typicalLiveWeightKg),
          })}
        </Fact>
        <Fact label={m.staff_sup_delivery()}>{DELIVERY_WORDS[data.delivery]()}</Fact>
        <Fact label={m.staff_sup_permits()}>{data.certificates || '—'}</Fact>
        <Fact label={m.staff_sup_col_applied()}>{formatDateTime(data.createdAtMs)}</Fact>
        {data.declineReason && <Fact label={m.staff_sup_declined_because()}>{data.declineReason}</Fact>}
      </SimpleGrid>
      {passwordLink && (
        <Alert color="green" title={m.staff_sup_approved_link()}>
          <Group gap="xs" wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere' }} data-testid="password-link">
              {passwordLink}
            </Code>
            <CopyButton value={passwordLink}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? m.staff_sup_copied() : m.staff_sup_copy_link()}
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
              {m.staff_sup_approve()}
            </Button>
          </Group>
          <ReasonForm
            label={m.staff_sup_decline()}
            question={m.staff_sup_decline_why()}
            placeholder={m.staff_sup_decline_example()}
            schema={reasonSchema}
            saving={review.isPending}
            error={review.isError ? describeStaffError(review.error) : null}
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
