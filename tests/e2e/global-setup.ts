import { seed } from '../../scripts/seed';

/** Every browser run starts from the same demo shop. */
export default async function globalSetup(): Promise<void> {
  await seed();
}
