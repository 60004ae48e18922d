import { Radio, Stack } from '@mantine/core';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { notifyBySchema, type NotifyBy } from '@nyama/domain/people/user';
import { FormError } from '../../../../components/form-error';
import { m } from '../../../../paraglide/messages';

type Props = {
  notifyBy: NotifyBy;
  /** The profile's mobile, where the texts go. */
  mob: string;
  onChoose: (notifyBy: NotifyBy) => void;
  failed: boolean;
};

/**
 * Push (with an SMS wherever no device of theirs takes it) or SMS only: what notify does with each is
 * decision 066. A feature phone's owner, or a farmer who never opens the app, chooses SMS.
 */
export function NotifyByChoice({ notifyBy, mob, onChoose, failed }: Props) {
  return (
    <Stack gap="xs">
      <Radio.Group
        label={m.store_notify_question()}
        value={notifyBy}
        onChange={(value) => onChoose(notifyBySchema.parse(value))}
      >
        <Stack gap={6} mt={6}>
          <Radio
            value="push"
            label={m.store_notify_push()}
            description={m.store_notify_push_detail({ phone: formatKenyanPhone(mob) })}
          />
          <Radio
            value="sms"
            label={m.store_notify_sms({ phone: formatKenyanPhone(mob) })}
            description={m.store_notify_sms_detail()}
          />
        </Stack>
      </Radio.Group>
      {failed && <FormError message={m.store_notify_failed()} />}
    </Stack>
  );
}
