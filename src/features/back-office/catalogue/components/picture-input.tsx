import { Group, Input, Paper, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { ILLUSTRATIONS, type Image as PictureValue } from '@nyama/domain/catalogue/catalog';
import { Picture } from '../../../../components/picture';
import { m } from '../../../../paraglide/messages';

type Props = { value: PictureValue; onChange: (picture: PictureValue) => void; error?: React.ReactNode };

const illustrationOptions = ILLUSTRATIONS.map((key) => ({ value: key, label: key.replace(/-/g, ' ') }));

/** One of the bundled illustrations, or the https address of a photo (docs/decisions/003). */
export function PictureInput({ value, onChange, error }: Props) {
  return (
    <Input.Wrapper label={m.staff_cat_picture()}>
      <Group align="flex-start" wrap="nowrap" mt={4}>
        <Paper bg="mist.1" radius="sm">
          <Picture image={value} alt="" size={56} />
        </Paper>
        <Stack gap="xs" style={{ flex: 1 }}>
          <SegmentedControl
            size="xs"
            data={[
              { value: 'illustration', label: m.staff_cat_illustration() },
              { value: 'url', label: m.staff_cat_photo_address() },
            ]}
            value={value.kind}
            onChange={(kind) =>
              onChange(kind === 'url' ? { kind: 'url', url: '' } : { kind: 'illustration', key: 'steak' })
            }
          />
          {value.kind === 'illustration' ? (
            <Select
              aria-label={m.staff_cat_illustration()}
              data={illustrationOptions}
              value={value.key}
              allowDeselect={false}
              onChange={(chosen) => {
                const key = ILLUSTRATIONS.find((candidate) => candidate === chosen);
                if (key) onChange({ kind: 'illustration', key });
              }}
            />
          ) : (
            <TextInput
              aria-label={m.staff_cat_photo_address()}
              placeholder={m.staff_cat_photo_placeholder()}
              value={value.url}
              onChange={(event) => onChange({ kind: 'url', url: event.currentTarget.value })}
              error={error}
            />
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
