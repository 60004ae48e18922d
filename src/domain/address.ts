import { z } from 'zod';
import { kenyanPhoneSchema, storedPhoneSchema } from './phone';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} is too long (${max} characters at most)`);

/** The address form. `zoneId` must name an active delivery zone; the form offers only those. */
export const addressInputSchema = z.object({
  label: text('label (e.g. Home, Office)', 40),
  recipient: text("recipient's name", 80),
  phone: kenyanPhoneSchema,
  zoneId: z.string().min(1, 'Choose your delivery area'),
  area: text('estate or area', 80),
  street: text('street or road', 120),
  building: z.string().trim().max(120, 'The building is too long (120 characters at most)'),
  notes: z.string().trim().max(300, 'Notes are too long (300 characters at most)'),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

/** users/{uid}/addresses/{id} as stored. */
export const addressSchema = addressInputSchema.extend({ phone: storedPhoneSchema });
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
