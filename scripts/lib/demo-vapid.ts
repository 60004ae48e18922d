/**
 * The demo shop's VAPID key pair, made once with web-push's generateVAPIDKeys() for the local default
 * only (project demo-nyama, emulators, no real push service involved). The public half is in .env
 * (VITE_VAPID_PUBLIC_KEY) and functions/.env.demo-nyama (VAPID_PUBLIC_KEY); the private half goes into
 * functions/.secret.local. A real project makes its own pair and keeps the private key in Secret Manager
 * (README "Web push keys").
 */
export const DEMO_VAPID_PRIVATE_KEY = 'iAbLFfdbpIsOW8ogiyO8qvX68BBj6eiLItXbc56zGjU';
