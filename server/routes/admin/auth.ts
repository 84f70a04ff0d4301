import Router from '@koa/router';
import type { AdminUser } from '@db/models/index.js';
import { auth } from '@shared/api/auth.js';
import { ADMIN_API_PREFIX, endpointsOf } from '@shared/api/endpoint.js';
import { errorMessages } from '@shared/messages.js';
import { staffMessages } from '@shared/staff-texts.js';
import type { LoginThrottle } from '@server/auth/login-throttle.js';
import type { PasswordCheckQueue } from '@server/auth/password-checks.js';
import type { StaffSessions } from '@server/services/staff-sessions.js';
import { forbidden, notFound, tooManyRequests, unauthorized } from '@server/errors.js';
import type { AppContext, AppState } from '@server/http/context.js';
import { route, type Route } from '@server/http/endpoints.js';
import {
  actorFor,
  afterPassword,
  completeSignIn,
  pendingUser,
  presentAccount,
  type SignInDeps,
} from './sign-in.js';
import { details } from '@server/services/activity-changes.js';

/** Seconds a login turned away by the full password-check queue is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

export interface LoginDeps extends SignInDeps {
  throttle: LoginThrottle;
  /** A signed-in session's absolute lifetime (requireAdmin's, also kept by the enrolment routes). */
  sessionAbsoluteMs: number;
  /** Ends half-finished sign-ins a new password leaves behind when the devices stay signed in. */
  staffSessions: Pick<StaffSessions, 'endPending'>;
  passwordChecks: PasswordCheckQueue;
  /** The user for these credentials, or null (the slow password hashing happens here). */
  verifyCredentials(username: string, password: string): Promise<AdminUser | null>;
}

/** A throttle attempt for `username` from the request's address, or 429 when it is locked. */
async function beginAttempt(ctx: AppContext, deps: LoginDeps, username: string, what: string) {
  const attempt = await deps.throttle.begin(username, ctx.ip);
  if (!attempt.allowed) {
    deps.logger.warn(
      { event: 'login.locked', username, ip: ctx.ip, scopes: attempt.scopes, what },
      'login refused: locked',
    );
    throw tooManyRequests(errorMessages.tooManyLogins, attempt.retryAfterMs / 1000);
  }
  return attempt;
}

/**
 * A failed sign-in in the activity log. The name typed is kept only when an account has it: a
 * password typed into the name field by mistake must not stay in the log for a year.
 */
async function recordFailure(ctx: AppContext, deps: LoginDeps, username: string | null, step: string) {
  const user = username ? await deps.users.findByName(username) : undefined;
  await deps.activityLog.append(
    user ? actorFor(ctx, user) : { id: null, name: 'Unbekannt', ip: ctx.ip || null },
    { action: 'sign-in-failed', entity: 'sessions', entityId: user?.id ?? null, changes: details({ step }) },
  );
}

/**
 * The admin routes without a signed-in session: the password, then the second factor. The
 * throttle is asked before either is checked, and the password check waits in a bounded queue,
 * so neither guessing nor a burst of logins gets to do expensive work. Wrong codes count against
 * the same throttle as wrong passwords. Every outcome is logged as a security event.
 */
export function adminLoginRoutes(deps: LoginDeps): Route[] {
  const { passwordChecks, verifyCredentials, logger, secondFactor, passkeys } = deps;
  return [
    route(auth.login, async (ctx, input) => {
      const { username, password } = input.body;
      const who = { username, ip: ctx.ip };
      const attempt = await beginAttempt(ctx, deps, username, 'password');
      const checked = await passwordChecks.run(ctx.ip, () => verifyCredentials(username, password));
      if (!checked.ran) {
        await attempt.refund();
        logger.warn({ event: 'login.busy', ...who }, 'login refused: too many password checks waiting');
        throw tooManyRequests(errorMessages.loginBusy, BUSY_RETRY_SECONDS);
      }
      const user = checked.value;
      if (!user) {
        logger.warn({ event: 'login.failure', ...who }, 'login failed');
        await recordFailure(ctx, deps, username, 'password');
        throw unauthorized(errorMessages.loginFailed);
      }
      await attempt.refund();
      if (user.disabledAt) {
        logger.warn({ event: 'login.disabled', ...who, userId: user.id }, 'login refused: account disabled');
        await recordFailure(ctx, deps, username, 'disabled');
        throw forbidden(staffMessages.accountDisabled);
      }
      return afterPassword(ctx, user, deps);
    }),

    route(auth.secondFactor, async (ctx, { body }) => {
      const user = await pendingUser(ctx, 'second-factor', deps);
      const attempt = await beginAttempt(ctx, deps, user.username, 'second-factor');
      const method = body.code !== undefined ? 'totp' : 'recovery-code';
      const right =
        body.code !== undefined
          ? await secondFactor.checkTotp(user, body.code)
          : await secondFactor.useRecoveryCode(user.id, body.recoveryCode!);
      if (!right) {
        await recordFailure(ctx, deps, user.username, method);
        logger.warn(
          { event: 'login.second-factor-failure', username: user.username, ip: ctx.ip, method },
          'second factor wrong',
        );
        throw unauthorized(method === 'totp' ? staffMessages.codeWrong : staffMessages.recoveryCodeWrong);
      }
      await attempt.refund();
      return completeSignIn(ctx, user, deps, method);
    }),

    /**
     * Passkeys: after the password as the second factor (the account's own passkeys), or without a
     * password (any registered passkey that verified its user). The challenge is signed for that
     * sign-in and stored nowhere, so an anonymous request for options writes nothing (no session).
     */
    // Whether the login page offers "Mit Passkey anmelden": passkeys work at this address.
    route(auth.passkeyAvailability, () => {
      const party = passkeys.party();
      return 'unavailable' in party
        ? { available: false, reason: party.unavailable }
        : { available: true, reason: null };
    }),
    route(auth.passkeyOptions, async (ctx) => {
      const pending = ctx.session?.pending;
      const userId =
        pending?.step === 'second-factor' ? (await pendingUser(ctx, 'second-factor', deps)).id : null;
      return passkeys.authenticationOptions(userId);
    }),
    route(auth.passkey, async (ctx, input) => {
      const { response } = input.body;
      const pending =
        ctx.session?.pending?.step === 'second-factor' ? await pendingUser(ctx, 'second-factor', deps) : null;
      // Without a password nobody is named yet: the address stands in for the account.
      const attempt = await beginAttempt(ctx, deps, pending?.username ?? `passkey@${ctx.ip}`, 'passkey');
      const outcome = await passkeys.authenticate(response, pending?.id ?? null);
      const user = 'userId' in outcome ? await deps.users.findById(outcome.userId) : undefined;
      if (!user) {
        logger.warn(
          {
            event: 'login.passkey-failure',
            ip: ctx.ip,
            failed: 'failed' in outcome ? outcome.failed : 'account',
          },
          'passkey sign-in failed',
        );
        await recordFailure(ctx, deps, pending?.username ?? null, 'passkey');
        throw unauthorized(
          'failed' in outcome && outcome.failed === 'challenge'
            ? staffMessages.passkeyNoChallenge
            : staffMessages.passkeyFailed,
        );
      }
      await attempt.refund();
      if (user.disabledAt) throw forbidden(staffMessages.accountDisabled);
      return completeSignIn(ctx, user, deps, 'passkey');
    }),
  ];
}

/**
 * The sign-in's paths answer only their declared methods: any other finds nothing here (404),
 * session or not, instead of going on to the session guard. Exact paths, as the sign-in's router.
 */
export function signInOtherMethods(): Router<AppState> {
  const router = new Router<AppState>({ strict: true, sensitive: true });
  const paths = new Set(
    endpointsOf(auth)
      .filter((endpoint) => endpoint.access === 'sign-in')
      .map(({ path }) => path),
  );
  for (const path of paths) {
    router.all(path.slice(ADMIN_API_PREFIX.length), () => {
      throw notFound();
    });
  }
  return router;
}

/** The current user and logout (behind requireAdmin). */
export function adminSessionRoutes({
  logger,
  secondFactor,
  activityLog,
  emailChanges,
}: Pick<SignInDeps, 'logger' | 'secondFactor' | 'activityLog' | 'emailChanges'>): Route[] {
  return [
    route(auth.user, (ctx) => presentAccount(ctx.state.user!, { secondFactor, emailChanges })),
    route(auth.logout, async (ctx) => {
      const user = ctx.state.user!;
      ctx.session = null;
      await activityLog.append(actorFor(ctx, user), {
        action: 'sign-out',
        entity: 'sessions',
        entityId: user.id,
      });
      logger.info({ event: 'logout', username: user.username, userId: user.id, ip: ctx.ip }, 'signed out');
    }),
  ];
}
