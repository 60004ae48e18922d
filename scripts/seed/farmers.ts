import type { FarmerProfile } from '@nyama/domain/people/farmer';
import { PEOPLE } from './people';

/** Where the demo farmers raise their animals (the seeded carcasses name Kipchoge of Narok as their farm). */
const FARMS: Record<string, Pick<FarmerProfile, 'county' | 'location' | 'species'>> = {
  'demo-farmer': { county: 'Narok', location: 'Ololulung’a', species: ['goat', 'sheep', 'cattle'] },
  'demo-farmer-2': { county: 'Kajiado', location: 'Isinya', species: ['cattle', 'goat'] },
};

export const FARMERS: Record<string, FarmerProfile> = Object.fromEntries(
  PEOPLE.filter((person) => person.role === 'Farmer').map((person) => {
    const farm = FARMS[person.uid];
    if (!farm) throw new Error(`No farm for the demo farmer ${person.uid}`);
    const { name, surname, mob } = person.profile;
    return [person.uid, { name, surname, mob, ...farm, active: true }];
  }),
);
