import { Group, Select, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Zone } from '../domain/zone';

type Field = 'zoneId' | 'area' | 'street' | 'building' | 'notes';

type Props = {
  /** The active delivery zones, or undefined while they load. */
  zones: (Pick<Zone, 'name' | 'areas'> & { id: string })[] | undefined;
  /** The form's props for each field (the customer's address form and the phone customer form nest them differently). */
  inputProps: (field: Field) => GetInputPropsReturnType;
};

/** Where to deliver: an area inside an active zone, estate, street, building and directions. */
export function DeliveryAddressFields({ zones, inputProps }: Props) {
  const zoneOptions = (zones ?? []).map((zone) => ({
    value: zone.id,
    label: `${zone.name} (${zone.areas.slice(0, 3).join(', ')}…)`,
  }));
  return (
    <>
      <Select
        label="Delivery area"
        description="We deliver only inside these areas; see Delivery areas for fees."
        placeholder={zones ? 'Choose the area' : 'Loading areas…'}
        data={zoneOptions}
        required
        searchable
        nothingFoundMessage="We do not deliver there yet"
        {...inputProps('zoneId')}
      />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label="Estate or area" required miw={200} {...inputProps('area')} />
        <TextInput label="Street or road" required miw={200} {...inputProps('street')} />
      </Group>
      <TextInput label="Building, floor, house number" {...inputProps('building')} />
      <Textarea label="Directions for the driver" autosize minRows={2} {...inputProps('notes')} />
    </>
  );
}
