import type { Butcher } from '@nyama/domain/catalogue/catalog';
import { kes } from '@nyama/domain/kernel/money';
import type { Zone } from '@nyama/domain/delivery/zone';

/** Nairobi delivery zones: flat fee, minimum order, free delivery above a threshold. */
export const ZONES: Record<string, Zone> = {
  'cbd-upperhill': {
    name: 'CBD & Upper Hill',
    areas: ['CBD', 'Upper Hill', 'Ngara', 'Community'],
    feeCents: kes(200),
    minOrderCents: kes(1000),
    freeDeliveryFromCents: kes(3000),
    slotCapacity: 12,
    active: true,
    sortOrder: 1,
  },
  westlands: {
    name: 'Westlands & Kilimani',
    areas: ['Westlands', 'Parklands', 'Kileleshwa', 'Lavington', 'Kilimani', 'Hurlingham'],
    feeCents: kes(250),
    minOrderCents: kes(1500),
    freeDeliveryFromCents: kes(4000),
    slotCapacity: 12,
    active: true,
    sortOrder: 2,
  },
  eastlands: {
    name: 'Eastlands',
    areas: ['Buruburu', 'Donholm', 'Umoja', 'Embakasi', 'South B', 'South C'],
    feeCents: kes(300),
    minOrderCents: kes(1500),
    freeDeliveryFromCents: kes(4000),
    slotCapacity: 12,
    active: true,
    sortOrder: 3,
  },
  'thika-road': {
    name: 'Thika Road',
    areas: ['Kasarani', 'Roysambu', 'Kahawa', 'Githurai', 'Garden Estate'],
    feeCents: kes(300),
    minOrderCents: kes(1500),
    freeDeliveryFromCents: kes(4000),
    slotCapacity: 12,
    active: true,
    sortOrder: 4,
  },
  'karen-langata': {
    name: "Karen & Lang'ata",
    areas: ['Karen', "Lang'ata", 'Hardy', 'Bomas'],
    feeCents: kes(350),
    minOrderCents: kes(2000),
    freeDeliveryFromCents: kes(5000),
    slotCapacity: 12,
    active: true,
    sortOrder: 5,
  },
  outskirts: {
    name: 'Outskirts',
    areas: ['Kitengela', 'Ruiru', 'Kikuyu', 'Ongata Rongai', 'Syokimau'],
    feeCents: kes(800),
    minOrderCents: kes(3000),
    freeDeliveryFromCents: kes(8000),
    slotCapacity: 12,
    active: true,
    sortOrder: 6,
  },
};

export const BUTCHERS: Record<string, Butcher> = {
  'butcher-kariuki': {
    name: 'Joseph Kariuki',
    location: 'Main shop, Ngara',
    phone: '254722000101',
    speciality: 'Beef and steak cuts',
    active: true,
  },
  'butcher-achieng': {
    name: 'Grace Achieng',
    location: 'Main shop, Ngara',
    phone: '254722000102',
    speciality: 'Goat, mutton and nyama choma cuts',
    active: true,
  },
  'butcher-mwangi': {
    name: 'Peter Mwangi',
    location: 'Poultry room',
    phone: '254722000103',
    speciality: 'Chicken and rabbit',
    active: true,
  },
};
