import { Group, Select, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { areaInZone, areaRefusal, type Zone } from '@nyama/domain/delivery/zone';

type Field = 'zoneId' | 'area' | 'street' | 'building' | 'notes';
type ZoneOption = Pick<Zone, 'name' | 'areas'> & { id: string };

type Props = {
  /** The active delivery zones, or undefined while they load. */
  zones: ZoneOption[] | undefined;
  /** The form's props for each field (the customer's address form and the phone customer form nest them differently). */
  inputProps: (field: Field) => GetInputPropsReturnType;
};

/**
 * The forms' rule beside the address schema: the area must be one the chosen zone serves, as the server and
 * the rules demand (a zone prices the delivery). Null while the zone or the area is not chosen yet: the
 * schema asks for those.
 */
export function areaError(address: { zoneId: string; area: string }, zones: ZoneOption[] | undefined) {
  const zone = zones?.find((candidate) => candidate.id === address.zoneId);
  if (!zone || address.area.trim() === '') return null;
  return areaRefusal(address.area, zone);
}

/**
 * Where to deliver: an active zone, then one of the areas it serves (a choice, not free text: a Kitengela
 * address cannot be priced as CBD), street, building and directions.
 */
export function DeliveryAddressFields({ zones, inputProps }: Props) {
  const zoneOptions = (zones ?? []).map((zone) => ({
    value: zone.id,
    label: `${zone.name} (${zone.areas.slice(0, 3).join(', ')}…)`,
  }));
  const zoneField = inputProps('zoneId');
  const areaField = inputProps('area');
  const zone = zones?.find((candidate) => candidate.id === zoneField.value);
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
        {...zoneField}
        onChange={(zoneId) => {
          zoneField.onChange(zoneId ?? '');
          // An estate chosen in the zone before stays only if the new zone serves it too.
          const next = zones?.find((candidate) => candidate.id === zoneId);
          if (!next || !areaInZone(String(areaField.value ?? ''), next)) areaField.onChange('');
        }}
      />
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Estate or area"
          placeholder={zone ? 'Choose the estate' : 'Choose the delivery area first'}
          data={zone?.areas ?? []}
          disabled={!zone}
          required
          searchable
          miw={200}
          nothingFoundMessage={zone && `${zone.name} does not cover it: choose another delivery area`}
          {...areaField}
          value={zone?.areas.includes(String(areaField.value)) ? String(areaField.value) : null}
          onChange={(area) => areaField.onChange(area ?? '')}
        />
        <TextInput label="Street or road" required miw={200} {...inputProps('street')} />
      </Group>
      <TextInput label="Building, floor, house number" {...inputProps('building')} />
      <Textarea label="Directions for the driver" autosize minRows={2} {...inputProps('notes')} />
    </>
  );
}
