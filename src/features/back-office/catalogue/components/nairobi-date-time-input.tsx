import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { msToNairobiWallTime, nairobiWallTimeToMs } from '@nyama/domain/kernel/nairobi-time';

type Props = {
  label: string;
  value: number | null;
  onChange: (ms: number | null) => void;
  error?: React.ReactNode;
  description?: string;
  required?: boolean;
};

/** A date and time typed and shown in the shop's time (Nairobi), kept as an instant in milliseconds. */
export function NairobiDateTimeInput({ value, onChange, ...props }: Props) {
  return (
    <DateTimePicker
      {...props}
      valueFormat="D MMM YYYY, HH:mm"
      value={value === null ? null : msToNairobiWallTime(value)}
      onChange={(wallTime) => onChange(wallTime === null ? null : nairobiWallTimeToMs(wallTime))}
    />
  );
}
