/** The Protokoll's wording lives in shared/ (the server's exports say the same). */
export * from '@shared/activity-wording.js';
