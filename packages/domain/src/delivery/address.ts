import { z } from 'zod/mini';
import { kenyanPhoneSchema, storedPhoneSchema } from '../kernel/phone';

const text = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${label}`),
      z.maxLength(max, `The ${label} is too long (${max} characters at most)`),
    );

/** The address form. `zoneId` must name an active delivery zone; the form offers only those. */
export const addressInputSchema = z.object({
  label: text('label (e.g. Home, Office)', 40),
  recipient: text("recipient's name", 80),
  phone: kenyanPhoneSchema,
  zoneId: z.string().check(z.minLength(1, 'Choose your delivery area')),
  area: text('estate or area', 80),
  street: text('street or road', 120),
  building: z.string().check(z.trim(), z.maxLength(120, 'The building is too long (120 characters at most)')),
  notes: z.string().check(z.trim(), z.maxLength(300, 'Notes are too long (300 characters at most)')),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

/** users/{uid}/addresses/{id} as stored. */
export const addressSchema = z.extend(addressInputSchema, { phone: storedPhoneSchema });
export type Address = z.infer<typeof addressSchema>;

/** The address as an order keeps it: what the driver needs, without the book's label or id. */
export type OrderAddress = Omit<Address, 'label'>;

/** The snapshot an order takes of a delivery address (placing, or changing the order's address). */
export function orderAddressOf(address: Address): OrderAddress {
  const { recipient, phone, zoneId, area, street, building, notes } = address;
  return { recipient, phone, zoneId, area, street, building, notes };
}

/** An address on one line, as the customer and the driver read it: building, street, area. */
export function formatAddressLine(address: { building: string; street: string; area: string }): string {
  return [address.building, address.street, address.area].filter(Boolean).join(', ');
}
