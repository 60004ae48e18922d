import { Anchor, Code, CopyButton, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { applicationLinkSchema, type ApplicationLink } from '@nyama/domain/callables/supplier-callables';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { applicationStatusQuery, useApplyAsSupplier } from '../api/suppliers';
import { SupplierApplicationForm } from './supplier-application-form';
import { FormError } from '../../../../components/form-error';
import { APPLICATION_STATUS_WORDS } from './supplier-words';
import { m } from '../../../../paraglide/messages';

/** The link an applicant keeps to follow their application. */
const statusUrl = ({ applicationId, key }: ApplicationLink) =>
  `${window.location.origin}/newsupplier?application=${encodeURIComponent(applicationId)}&key=${encodeURIComponent(key)}`;

/** Marks the part of a sentence shown apart (in bold, as a link), wherever the language puts it. */
const MARK = '\u0000';

function ApplicationStatus({ link }: { link: ApplicationLink }) {
  const status = useQuery(applicationStatusQuery(link));
  if (status.isPending) return <LoadingScreen />;
  if (status.isError)
    return <FormError title={m.store_supplier_not_found()} message={describeCallableError(status.error)} />;
  const { name, status: stage, declineReason } = status.data;
  return (
    <Stack gap="sm" component="section" aria-label={m.store_supplier_your_application()}>
      <Text>
        {m
          .store_supplier_from({ name, status: `${MARK}${APPLICATION_STATUS_WORDS[stage]()}${MARK}` })
          .split(MARK)
          .map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part))}
      </Text>
      {stage === 'received' && <Text size="sm">{m.store_supplier_received_note()}</Text>}
      {stage === 'approved' && <Text size="sm">{m.store_supplier_welcome()}</Text>}
      {stage === 'declined' && declineReason && (
        <Text size="sm">{m.store_supplier_reason({ reason: declineReason })}</Text>
      )}
      <Text size="sm">{m.store_supplier_keep_link()}</Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ overflowWrap: 'anywhere' }}>{statusUrl(link)}</Code>
        <CopyButton value={statusUrl(link)}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? m.store_supplier_copied() : m.store_supplier_copy()}
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
  const intro = m.store_supplier_intro({ link: MARK }).split(MARK);
  return (
    <Stack maw={820} gap="md">
      <Title order={1}>{m.store_supplier_title()}</Title>
      {link.success ? (
        <ApplicationStatus link={link.data} />
      ) : (
        <>
          <Text>
            {intro[0]}
            <Anchor component={Link} to="/lookingforsuppliers">
              {m.store_supplier_intro_link()}
            </Anchor>
            {intro[1]}
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
