/** Where the functions run: the PWA calls them there, and the hosting headers and simulators name it. */
export const FUNCTIONS_REGION = 'europe-west1';
