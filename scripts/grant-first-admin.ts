import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { paths } from '@nyama/domain/kernel/paths';

/**
 * Bootstraps a real project: makes one existing account an Admin. Needs a service account
 * (GOOGLE_APPLICATION_CREDENTIALS). Afterwards admins change roles with the setUserRole function.
 * Usage: tsx scripts/grant-first-admin.ts <project-id> <email>
 */
const [projectId, email] = process.argv.slice(2);
if (!projectId || !email) {
  console.error('Usage: tsx scripts/grant-first-admin.ts <project-id> <email>');
  process.exit(2);
}
initializeApp({ projectId });
const user = await getAuth().getUserByEmail(email);
await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, role: 'Admin' });
await getFirestore().doc(paths.user(user.uid)).set({ role: 'Admin' }, { merge: true });
console.log(`${email} is now an Admin. They pick the role up on their next sign-in or within the hour.`);
