/** Firestore collection names and document paths, shared by the PWA, the functions, the rules tests and the seed. */
export const COLLECTIONS = {
  users: 'users',
  addresses: 'addresses',
  userOrders: 'userOrders',
  orders: 'orders',
  itemGroups: 'itemGroups',
  items: 'items',
  zones: 'zones',
  butchers: 'butchers',
} as const;

export const paths = {
  user: (uid: string) => `${COLLECTIONS.users}/${uid}`,
  addresses: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.addresses}`,
  address: (uid: string, addressId: string) =>
    `${COLLECTIONS.users}/${uid}/${COLLECTIONS.addresses}/${addressId}`,
  userOrder: (uid: string) => `${COLLECTIONS.userOrders}/${uid}`,
  order: (orderId: string) => `${COLLECTIONS.orders}/${orderId}`,
  itemGroup: (groupId: string) => `${COLLECTIONS.itemGroups}/${groupId}`,
  item: (itemId: string) => `${COLLECTIONS.items}/${itemId}`,
  zone: (zoneId: string) => `${COLLECTIONS.zones}/${zoneId}`,
  butcher: (butcherId: string) => `${COLLECTIONS.butchers}/${butcherId}`,
} as const;
