import type {
  Illustration,
  Item,
  ItemGroup,
  ItemGroupId,
  SPEC_GROUP_IDS,
} from '@nyama/domain/catalogue/catalog';
import type { STOCK_ONLY_GROUP_IDS } from '@nyama/domain/catalogue/stock-only';
import { kes } from '@nyama/domain/kernel/money';

/**
 * Nairobi butcher prices in KES (../shared/notes/domain.md). Fresh meat is VAT-exempt, the rest 16%, each in
 * KRA's classification for eTIMS (decision 074).
 */
type TaxFacts = Pick<Item, 'taxType' | 'taxClass'>;
const FRESH_MEAT: TaxFacts = { taxType: 'A', taxClass: '99011019' };
const MEAT_PRODUCT: TaxFacts = { taxType: 'B', taxClass: '50110000' };
const DAIRY: TaxFacts = { taxType: 'B', taxClass: '50130000' };
const SEASONING: TaxFacts = { taxType: 'B', taxClass: '50170000' };

export const ITEM_GROUPS: Record<
  (typeof SPEC_GROUP_IDS)[number] | (typeof STOCK_ONLY_GROUP_IDS)[number],
  ItemGroup
> = {
  beef: {
    name: 'Beef',
    description: 'Fresh beef from Kajiado and Laikipia ranches, cut daily.',
    image: { kind: 'illustration', key: 'steak' },
    sortOrder: 1,
    visible: true,
  },
  chicken: {
    name: 'Chicken',
    description: 'Broilers and kienyeji free-range birds, whole or in portions.',
    image: { kind: 'illustration', key: 'poultry-leg' },
    sortOrder: 2,
    visible: true,
  },
  mutton: {
    name: 'Goat & mutton',
    description: 'Goat and mutton for nyama choma, stews and soups.',
    image: { kind: 'illustration', key: 'goat' },
    sortOrder: 3,
    visible: true,
  },
  rabbit: {
    name: 'Rabbit',
    description: 'Lean, farm-raised rabbit, whole or half.',
    image: { kind: 'illustration', key: 'rabbit' },
    sortOrder: 4,
    visible: true,
  },
  cheese: {
    name: 'Cheese',
    description: 'Kenyan dairy cheeses from Nyandarua and Limuru.',
    image: { kind: 'illustration', key: 'cheese' },
    sortOrder: 5,
    visible: true,
  },
  spice: {
    name: 'Spices',
    description: 'Rubs, masalas and herbs to go with your meat.',
    image: { kind: 'illustration', key: 'chilli' },
    sortOrder: 6,
    visible: true,
  },
  // Stock the shop never sells online (docs/decisions/032-carcasses-and-by-products.md).
  carcasses: {
    name: 'Carcasses',
    description: 'Dressed carcasses from farmers, waiting for the butcher.',
    image: { kind: 'illustration', key: 'meat-on-bone' },
    sortOrder: 7,
    visible: false,
  },
  'by-products': {
    name: 'By-products',
    description: 'Bones, fat, offal and hides for the shop’s buyers.',
    image: { kind: 'illustration', key: 'bone' },
    sortOrder: 8,
    visible: false,
  },
};

type SeedItem = Item & { id: string };

const perKg = (
  id: string,
  groupId: ItemGroupId,
  name: string,
  cut: string,
  description: string,
  shillingsPerKg: number,
  stockKg: number,
  extra: Partial<Pick<Item, 'featured'>> & { tax?: TaxFacts } & { key: Illustration; minGrams?: number },
): SeedItem => ({
  id,
  groupId,
  name,
  cut,
  description,
  image: { kind: 'illustration', key: extra.key },
  ...(extra.tax ?? FRESH_MEAT),
  featured: extra.featured ?? false,
  active: true,
  sortOrder: 0,
  pendingPrice: null,
  unit: 'kg',
  pricePerKgCents: kes(shillingsPerKg),
  stepGrams: 250,
  minGrams: extra.minGrams ?? 500,
  stockGrams: stockKg * 1000,
});

const perUnit = (
  id: string,
  groupId: ItemGroupId,
  name: string,
  unit: 'piece' | 'pack',
  description: string,
  shillings: number,
  stockUnits: number,
  extra: Partial<Pick<Item, 'featured'>> & { tax?: TaxFacts } & { key: Illustration; grams?: number },
): SeedItem => ({
  id,
  groupId,
  name,
  cut: '',
  description,
  image: { kind: 'illustration', key: extra.key },
  ...(extra.tax ?? FRESH_MEAT),
  featured: extra.featured ?? false,
  active: true,
  sortOrder: 0,
  pendingPrice: null,
  unit,
  unitPriceCents: kes(shillings),
  ...(extra.grams === undefined ? {} : { estimatedGramsPerUnit: extra.grams }),
  stockUnits,
});

/** An item kept in stock, never sold online: inactive; the demo's cold room holds a goat and a sheep to cut. */
const stockOnly = (
  id: string,
  groupId: (typeof STOCK_ONLY_GROUP_IDS)[number],
  name: string,
  cut: string,
  shillingsPerKg: number,
  key: Illustration,
  stockKg = 0,
): SeedItem => ({
  ...perKg(id, groupId, name, cut, '', shillingsPerKg, stockKg, { key, minGrams: 1 }),
  active: false,
});

export const ITEMS: SeedItem[] = [
  perKg(
    'beef-cube-in-bone',
    'beef',
    'Cube in bone',
    'Mixed cuts',
    'Our best seller for stews and mchuzi.',
    650,
    60,
    { key: 'meat-on-bone', featured: true },
  ),
  perKg(
    'beef-boneless',
    'beef',
    'Boneless beef',
    'Topside / silverside',
    'Lean cubes for stir-fry and pilau.',
    700,
    40,
    { key: 'steak' },
  ),
  perKg(
    'beef-fillet',
    'beef',
    'Beef fillet',
    'Fillet',
    'The most tender cut, whole or as medallions.',
    1200,
    8,
    { key: 'steak', featured: true, minGrams: 250 },
  ),
  perKg('beef-sirloin', 'beef', 'Sirloin steak', 'Sirloin', 'Marbled steaks for the grill.', 850, 15, {
    key: 'steak',
    minGrams: 250,
  }),
  perKg('beef-tbone', 'beef', 'T-bone steak', 'T-bone', 'Fillet and sirloin on one bone.', 1000, 12, {
    key: 'steak',
  }),
  perKg('beef-rump', 'beef', 'Rump steak', 'Rump', 'Full-flavoured steak for the weekend braai.', 1000, 12, {
    key: 'steak',
  }),
  perKg(
    'beef-mince',
    'beef',
    'Beef mince',
    'Mince',
    'Freshly minced daily, ideal for samosa and burgers.',
    750,
    30,
    { key: 'burger', featured: true },
  ),
  perKg('beef-ribs', 'beef', 'Beef ribs', 'Short ribs', 'For slow roasting and soups.', 600, 20, {
    key: 'meat-on-bone',
  }),
  perKg('beef-brisket', 'beef', 'Brisket', 'Brisket', 'Slow-cook cut for stews and smoking.', 650, 15, {
    key: 'meat-on-bone',
  }),
  perKg('beef-oxtail', 'beef', 'Oxtail', 'Oxtail', 'Rich, gelatinous cut for slow stews.', 900, 6, {
    key: 'bone',
  }),
  perKg('beef-liver', 'beef', 'Beef liver', 'Offal', 'Fresh liver for a quick fry.', 600, 10, {
    key: 'steak',
  }),
  perKg('beef-matumbo', 'beef', 'Matumbo (tripe)', 'Offal', 'Cleaned tripe, ready to boil.', 450, 15, {
    key: 'bone',
  }),
  perUnit(
    'beef-sausages',
    'beef',
    'Beef sausages (500 g)',
    'pack',
    'Smoked beef sausages, 8 per pack.',
    450,
    50,
    { key: 'sausage', tax: MEAT_PRODUCT, grams: 500 },
  ),

  perUnit('chicken-broiler', 'chicken', 'Whole broiler', 'piece', 'Dressed broiler, about 1.4 kg.', 650, 40, {
    key: 'chicken',
    featured: true,
    grams: 1400,
  }),
  perUnit(
    'chicken-kienyeji',
    'chicken',
    'Kienyeji chicken',
    'piece',
    'Free-range indigenous bird, about 1.2 kg.',
    1100,
    15,
    { key: 'chicken', featured: true, grams: 1200 },
  ),
  perKg('chicken-drumsticks', 'chicken', 'Drumsticks', 'Drumstick', 'Skin-on drumsticks.', 600, 20, {
    key: 'poultry-leg',
  }),
  perKg(
    'chicken-breast',
    'chicken',
    'Boneless breast',
    'Breast fillet',
    'Skinless, boneless breast fillets.',
    750,
    20,
    { key: 'poultry-leg' },
  ),
  perKg('chicken-wings', 'chicken', 'Chicken wings', 'Wings', 'Whole wings for the grill.', 500, 15, {
    key: 'poultry-leg',
  }),
  perKg('chicken-gizzards', 'chicken', 'Gizzards', 'Offal', 'Cleaned gizzards.', 400, 8, {
    key: 'poultry-leg',
  }),

  perKg('goat-leg', 'mutton', 'Goat leg', 'Leg', 'Whole or cut leg for nyama choma.', 900, 25, {
    key: 'goat',
    featured: true,
  }),
  perKg('goat-ribs', 'mutton', 'Goat ribs', 'Ribs', 'Ribs for roasting over charcoal.', 800, 15, {
    key: 'goat',
  }),
  perKg('goat-chops', 'mutton', 'Goat chops', 'Chops', 'Loin chops, pan or grill.', 950, 10, { key: 'goat' }),
  perKg('goat-shoulder', 'mutton', 'Goat shoulder', 'Shoulder', 'For slow stews and pilau.', 850, 15, {
    key: 'goat',
  }),
  perKg('mutton-mixed', 'mutton', 'Mutton', 'Mixed cuts', 'Mixed mutton cuts for stew.', 850, 20, {
    key: 'sheep',
  }),
  perUnit(
    'goat-half-carcass',
    'mutton',
    'Half goat',
    'piece',
    'Half a dressed goat, about 8 kg, cut to order.',
    6800,
    4,
    { key: 'goat', grams: 8000 },
  ),
  perUnit(
    'goat-soup-pack',
    'mutton',
    'Head and legs (soup pack)',
    'pack',
    'Cleaned head and legs for supu.',
    600,
    10,
    { key: 'bone', grams: 2500 },
  ),

  perUnit('rabbit-whole', 'rabbit', 'Whole rabbit', 'piece', 'Dressed rabbit, about 1.5 kg.', 1400, 10, {
    key: 'rabbit',
    featured: true,
    grams: 1500,
  }),
  perUnit('rabbit-half', 'rabbit', 'Half rabbit', 'piece', 'Half a dressed rabbit, about 750 g.', 750, 10, {
    key: 'rabbit',
    grams: 750,
  }),

  perUnit('cheese-cheddar', 'cheese', 'Cheddar (250 g)', 'pack', 'Mature Kenyan cheddar.', 650, 30, {
    key: 'cheese',
    tax: DAIRY,
    grams: 250,
  }),
  perUnit('cheese-gouda', 'cheese', 'Gouda (250 g)', 'pack', 'Mild, creamy gouda.', 700, 30, {
    key: 'cheese',
    tax: DAIRY,
    grams: 250,
  }),
  perUnit('cheese-mozzarella', 'cheese', 'Mozzarella (500 g)', 'pack', 'For pizza night.', 900, 20, {
    key: 'cheese',
    tax: DAIRY,
    grams: 500,
  }),
  perUnit('cheese-feta', 'cheese', 'Feta (200 g)', 'pack', 'Crumbly feta in brine.', 550, 15, {
    key: 'cheese',
    tax: DAIRY,
    grams: 200,
  }),

  perUnit(
    'spice-nyama-choma',
    'spice',
    'Nyama choma rub (100 g)',
    'pack',
    'Our house rub: salt, pepper, garlic, rosemary.',
    150,
    80,
    { key: 'salt', featured: true, tax: SEASONING, grams: 100 },
  ),
  perUnit(
    'spice-pilau-masala',
    'spice',
    'Pilau masala (100 g)',
    'pack',
    'Whole-spice blend for pilau.',
    120,
    80,
    { key: 'chilli', tax: SEASONING, grams: 100 },
  ),
  perUnit(
    'spice-garlic-ginger',
    'spice',
    'Garlic & ginger paste (200 g)',
    'pack',
    'Freshly ground paste.',
    200,
    40,
    { key: 'garlic', tax: SEASONING, grams: 200 },
  ),
  perUnit('spice-rosemary', 'spice', 'Fresh rosemary', 'pack', 'A bunch of fresh rosemary.', 100, 30, {
    key: 'herb',
    tax: SEASONING,
    grams: 20,
  }),
  perUnit(
    'spice-black-pepper',
    'spice',
    'Black pepper (50 g)',
    'pack',
    'Coarse-ground black pepper.',
    150,
    40,
    { key: 'salt', tax: SEASONING, grams: 50 },
  ),

  // Carcasses are priced at what the shop usually pays a farmer per kg; by-products at what buyers pay.
  stockOnly('carcass-cattle', 'carcasses', 'Beef carcass', 'Dressed carcass', 480, 'meat-on-bone'),
  stockOnly('carcass-goat', 'carcasses', 'Goat carcass', 'Dressed carcass', 600, 'goat', 14),
  stockOnly('carcass-sheep', 'carcasses', 'Sheep carcass', 'Dressed carcass', 550, 'goat', 18),
  stockOnly('carcass-chicken', 'carcasses', 'Dressed chickens', 'Dressed birds', 380, 'poultry-leg'),
  stockOnly('carcass-rabbit', 'carcasses', 'Rabbit carcasses', 'Dressed rabbits', 500, 'rabbit'),
  stockOnly('by-bones', 'by-products', 'Bones', 'Bones', 60, 'bone', 25),
  stockOnly('by-fat', 'by-products', 'Fat', 'Fat', 100, 'meat-on-bone', 12),
  stockOnly('by-offal', 'by-products', 'Offal', 'Offal', 220, 'meat-on-bone'),
  stockOnly('by-hides', 'by-products', 'Hides and skins', 'Hides', 35, 'bone', 30),
  stockOnly('by-trim', 'by-products', 'Trim', 'Trim', 200, 'meat-on-bone', 6),
];
