import { Anchor, Code, CopyButton, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { SUPPLIER_APPLICATION_STATUS_LABEL } from '@nyama/domain/suppliers/supplier-application';
import { applicationLinkSchema, type ApplicationLink } from '@nyama/domain/callables/supplier-callables';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { applicationStatusQuery, useApplyAsSupplier } from '../api/suppliers';
import { SupplierApplicationForm } from './supplier-application-form';
import { FormError } from '../../../../components/form-error';

/** The link an applicant keeps to follow their application. */
const statusUrl = ({ applicationId, key }: ApplicationLink) =>
  `${window.location.origin}/newsupplier?application=${encodeURIComponent(applicationId)}&key=${encodeURIComponent(key)}`;

function ApplicationStatus({ link }: { link: ApplicationLink }) {
  const status = useQuery(applicationStatusQuery(link));
  if (status.isPending) return <LoadingScreen />;
  if (status.isError)
    return (
      <FormError title="We could not find this application" message={describeCallableError(status.error)} />
    );
  const { name, status: stage, declineReason } = status.data;
  return (
    <Stack gap="sm" component="section" aria-label="Your application">
      <Text>
        Application from {name}: <strong>{SUPPLIER_APPLICATION_STATUS_LABEL[stage]}</strong>
      </Text>
      {stage === 'received' && (
        <Text size="sm">
          We read every application within a week and will call you on the number you gave.
        </Text>
      )}
      {stage === 'approved' && (
        <Text size="sm">
          Welcome! We will send you a link to set your password; then sign in to see our orders on your farm
          page.
        </Text>
      )}
      {stage === 'declined' && declineReason && <Text size="sm">Our reason: {declineReason}</Text>}
      <Text size="sm">Keep this link to come back to your application:</Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ overflowWrap: 'anywhere' }}>{statusUrl(link)}</Code>
        <CopyButton value={statusUrl(link)}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** /newsupplier: farmers and other suppliers apply; with a status link's search, where the application stands. */
export function NewSupplierPage() {
  const search = useSearch({ from: '/_storefront/newsupplier' });
  const link = applicationLinkSchema.safeParse({ applicationId: search.application, key: search.key });
  const apply = useApplyAsSupplier();
  const navigate = useNavigate();
  return (
    <Stack maw={820} gap="md">
      <Title order={1}>Supply us</Title>
      {link.success ? (
        <ApplicationStatus link={link.data} />
      ) : (
        <>
          <Text>
            We buy cattle, goats, sheep, chickens and rabbits directly from farmers and pay by M-Pesa after
            weighing. See{' '}
            <Anchor component={Link} to="/lookingforsuppliers">
              what we are looking for now
            </Anchor>
            , then tell us about your farm.
          </Text>
          <SupplierApplicationForm
            sending={apply.isPending}
            error={apply.isError ? describeCallableError(apply.error) : null}
            onSubmit={(application) =>
              apply.mutate(application, {
                onSuccess: ({ applicationId, key }) =>
                  void navigate({ to: '/newsupplier', search: { application: applicationId, key } }),
              })
            }
          />
        </>
      )}
    </Stack>
  );
}
