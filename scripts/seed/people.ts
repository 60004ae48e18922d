import type { Address } from '@nyama/domain/delivery/address';
import type { Role } from '@nyama/domain/people/roles';
import type { Profile } from '@nyama/domain/people/user';
import type { Locale } from '@nyama/domain/kernel/locale';

export const DEMO_PASSWORD = 'nyama1234';

type DemoPerson = { uid: string; role: Role; profile: Profile; addresses: Record<string, Address> };

const person = (
  uid: string,
  role: Role,
  name: string,
  surname: string,
  mob: string,
  email: string,
  language?: Locale,
) => ({
  uid,
  role,
  // Those who read Kiswahili say so on their profile, as the language switch keeps it (decision 072).
  profile: { name, surname, mob, email, role, ...(language && { language }) },
  addresses: {},
});

export const PEOPLE: DemoPerson[] = [
  {
    ...person('demo-customer', 'User', 'Amina', 'Otieno', '254712345678', 'customer@nyama.test'),
    addresses: {
      home: {
        label: 'Home',
        recipient: 'Amina Otieno',
        phone: '254712345678',
        zoneId: 'westlands',
        area: 'Kileleshwa',
        street: 'Othaya Road',
        building: 'Mandera Court, flat B4',
        notes: 'Call at the gate; the guard knows me.',
      },
    },
  },
  {
    ...person('demo-customer-2', 'User', 'Brian', 'Kamau', '254722111222', 'brian@nyama.test'),
    addresses: {
      office: {
        label: 'Office',
        recipient: 'Brian Kamau',
        phone: '254722111222',
        zoneId: 'cbd-upperhill',
        area: 'Upper Hill',
        street: 'Ralph Bunche Road',
        building: 'Britam Tower, 14th floor',
        notes: '',
      },
    },
  },
  person('demo-staff', 'Inner', 'Wanjiku', 'Mwangi', '254733000111', 'staff@nyama.test'),
  person('demo-admin', 'Admin', 'David', 'Ochieng', '254733000222', 'admin@nyama.test'),
  person('demo-farmer', 'Farmer', 'Kipchoge', 'Rotich', '254733000333', 'farmer@nyama.test'),
  person('demo-farmer-2', 'Farmer', 'Naserian', 'Sankale', '254733000555', 'farmer2@nyama.test', 'sw-KE'),
  person('demo-driver', 'Driver', 'Hassan', 'Abdi', '254733000444', 'driver@nyama.test'),
  person('demo-driver-2', 'Driver', 'Juma', 'Mwita', '254733000666', 'driver2@nyama.test', 'sw-KE'),
];
