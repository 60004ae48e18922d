import { Anchor, Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { deliveryHref, type DeliveryScreen } from '../api/order-search';

type Props = { screen: DeliveryScreen; orderId: string; children: ReactNode };

function useOpen(href: string) {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ href });
  };
}

/** A real link (it can be opened in a new tab) that navigates inside the app. */
export function DeliveryLink({ screen, orderId, children }: Props) {
  const href = deliveryHref(screen, orderId);
  return (
    <Anchor href={href} onClick={useOpen(href)} fw={700} c="inherit" underline="always">
      {children}
    </Anchor>
  );
}

export function DeliveryButton({ screen, orderId, children, ...props }: Props & ButtonProps) {
  const href = deliveryHref(screen, orderId);
  return (
    <Button component="a" href={href} onClick={useOpen(href)} {...props}>
      {children}
    </Button>
  );
}
