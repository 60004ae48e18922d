import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { fullName } from '@nyama/domain/people/user';
import { farmersQuery } from '../api/farmers';
import { FarmerView } from './farmer-view';
import { m } from '../../../../paraglide/messages';

/** An Admin looks at any farmer's page, read-only: only the farmer answers their orders. */
export function AdminView() {
  const farmers = useQuery(farmersQuery());
  const [farmerUid, setFarmerUid] = useState<string | null>(null);
  if (farmers.isError)
    return <QueryError what={m.field_farmer_the_farmers()} onRetry={() => void farmers.refetch()} />;
  if (!farmers.data) return <LoadingScreen />;
  return (
    <Stack gap="lg">
      <Select
        label={m.field_farmer_farmer()}
        placeholder={m.field_farmer_choose_farmer()}
        searchable
        data={farmers.data.rows.map((farmer) => ({
          value: farmer.uid,
          label: `${fullName(farmer)} (${farmer.county})`,
        }))}
        value={farmerUid}
        onChange={setFarmerUid}
        w={{ base: '100%', sm: 320 }}
      />
      {farmerUid && <FarmerView farmerUid={farmerUid} canAnswer={false} pushOptIn={null} />}
    </Stack>
  );
}
