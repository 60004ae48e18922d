import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { m } from '../../paraglide/messages';
import classes from './toasts.module.css';

/**
 * The toasts as they stack, loaded with the first one. Each close button is named for screen readers and
 * voice control in the page's language (decision 072): the words are read as the stack renders, which the
 * shop's theme, made once as the app starts, could not do.
 */
export function ToastStack() {
  return (
    <MantineThemeProvider
      theme={{
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': m.shell_toast_dismiss() } } },
        },
      }}
    >
      <Notifications position="top-center" classNames={{ root: classes.toasts }} />
    </MantineThemeProvider>
  );
}
