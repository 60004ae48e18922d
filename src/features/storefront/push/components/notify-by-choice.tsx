import { Radio, Stack } from '@mantine/core';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { notifyBySchema, type NotifyBy } from '@nyama/domain/people/user';
import { FormError } from '../../../../components/form-error';

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
        label="How should we tell you?"
        value={notifyBy}
        onChange={(value) => onChoose(notifyBySchema.parse(value))}
      >
        <Stack gap={6} mt={6}>
          <Radio
            value="push"
            label="A notification on my devices"
            description={`Where none of your devices has notifications on, we send an SMS to ${formatKenyanPhone(mob)}.`}
          />
          <Radio
            value="sms"
            label={`Only an SMS to ${formatKenyanPhone(mob)}`}
            description="No notifications, on any device."
          />
        </Stack>
      </Radio.Group>
      {failed && (
        <FormError message="Your choice could not be saved. Check your connection and choose again." />
      )}
    </Stack>
  );
}
