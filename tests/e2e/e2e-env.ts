/**
 * Constants of the browser tests, shared by playwright.config.ts, the tests and the server wrapper
 * (web-server.ts). Importing this module has no side effects: the config is loaded by the runner and
 * by every worker, so nothing here may create files or start anything.
 */

/** The account the test server creates on its first start (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-passwort-sicher-123' };

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

/**
 * How many spec files run side by side (Playwright's workers). Each worker has a server and a
 * database of its own (its lane), so no test sees what a test of the other lane stores.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));

/** The port of lane `lane`'s server: E2E_PORT for the first, then after the desktop and staff ports. */
export const lanePort = (lane: number) => (lane === 0 ? E2E_PORT : E2E_PORT + 2 + lane);

/** The real server of a lane of the browser tests. */
export const laneServerUrl = (lane: number) => `http://127.0.0.1:${lanePort(lane)}`;

/** The first lane's server (the one a single worker uses). */
export const E2E_SERVER_URL = laneServerUrl(0);

/** The desktop-mode harness (tests/e2e/desktop): the renderer served through the Electron main-process code. */
export const E2E_DESKTOP_PORT = E2E_PORT + 1;

/**
 * The staff-accounts server (admin-staff.spec.ts): its own database, a second factor required,
 * and a host name rather than an IP address (PUBLIC_URL), so passkeys work (WebAuthn refuses IP
 * addresses; localhost counts as a secure origin over http).
 */
export const E2E_STAFF_PORT = E2E_PORT + 2;
export const E2E_STAFF_URL = `http://localhost:${E2E_STAFF_PORT}`;
export const E2E_STAFF_OWNER = { username: 'inhaberin', password: 'staff-e2e-passwort-sicher-456' };
