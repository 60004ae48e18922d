import { Group, Select, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { areaInZone, areaRefusal, type Zone } from '@nyama/domain/delivery/zone';
import { sayRefusal } from '@nyama/domain/kernel/refusal';
import { ADDRESS_WORDS } from '../lib/refusal-words';
import { m } from '../paraglide/messages';

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
  const refusal = areaRefusal(address.area, zone);
  return refusal && sayRefusal(ADDRESS_WORDS, refusal);
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
        label={m.shared_address_zone()}
        description={m.shared_address_zone_help()}
        placeholder={zones ? m.shared_address_choose_zone() : m.shared_address_loading_zones()}
        data={zoneOptions}
        required
        searchable
        nothingFoundMessage={m.shared_address_zone_none()}
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
          label={m.shared_address_estate()}
          placeholder={zone ? m.shared_address_choose_estate() : m.shared_address_zone_first()}
          data={zone?.areas ?? []}
          disabled={!zone}
          required
          searchable
          miw={200}
          nothingFoundMessage={zone && m.shared_address_estate_none({ zone: zone.name })}
          {...areaField}
          value={zone?.areas.includes(String(areaField.value)) ? String(areaField.value) : null}
          onChange={(area) => areaField.onChange(area ?? '')}
        />
        <TextInput label={m.shared_address_street()} required miw={200} {...inputProps('street')} />
      </Group>
      <TextInput label={m.shared_address_building()} {...inputProps('building')} />
      <Textarea label={m.shared_address_directions()} autosize minRows={2} {...inputProps('notes')} />
    </>
  );
}
