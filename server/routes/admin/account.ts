import type Koa from 'koa';
import type { Middleware } from 'koa';
import QRCode from 'qrcode';
import type { AdminUser } from '@db/models/index.js';
import { account } from '@shared/api/account.js';
import { staffMessages } from '@shared/staff-texts.js';
import { storedId } from '@server/auth/session-store.js';
import { readTotpSetup, writeTotpSetup } from '@server/auth/totp-setup.js';
import {
  badRequest,
  conflict,
  HttpError,
  invalidInput,
  notFound,
  tooManyRequests,
  unauthorized,
} from '@server/errors.js';
import type { AppContext, AppState } from '@server/http/context.js';
import { route, type Route } from '@server/http/endpoints.js';
import { needs } from '@server/http/permissions.js';
import { actorOf } from '@server/http/actor.js';
import { errorMessages } from '@shared/messages.js';
import type { LoginDeps } from './auth.js';
import { completeSignIn, pendingUser, presentAccount } from './sign-in.js';

export type AccountDeps = Pick<
  LoginDeps,
  | 'users'
  | 'secondFactor'
  | 'passkeys'
  | 'logger'
  | 'clock'
  | 'factorRequired'
  | 'throttle'
  | 'activityLog'
  | 'sessionAbsoluteMs'
  | 'staffSessions'
  | 'emailChanges'
>;

/** The password typed again for a sensitive step; wrong ones count against the login throttle. */
async function confirmPassword(
  ctx: AppContext,
  deps: AccountDeps,
  user: AdminUser,
  password: string,
  field = 'password',
) {
  const attempt = await deps.throttle.begin(user.username, ctx.ip);
  if (!attempt.allowed) throw tooManyRequests(errorMessages.tooManyLogins, attempt.retryAfterMs / 1000);
  if (!(await deps.users.checkPassword(user, password))) {
    deps.logger.warn(
      { event: 'account.password-wrong', userId: user.id, ip: ctx.ip },
      'password confirmation wrong',
    );
    throw invalidInput({ [field]: staffMessages.passwordWrong });
  }
  await attempt.refund();
}

/**
 * The password that steps a signed-in session up before it changes a factor: a stolen cookie or
 * an unattended browser must not add, replace or remove one. Missing or wrong → 403 naming the
 * field, counted by the login throttle like a wrong password at sign-in (429 once locked). The
 * enrolment step of a sign-in needs none: its password was given at most 10 minutes before.
 */
async function stepUp(
  ctx: AppContext,
  deps: AccountDeps,
  user: AdminUser,
  input: { readonly body: { password?: string } },
) {
  if (ctx.state.enrolling) return;
  const { password } = input.body;
  const attempt = await deps.throttle.begin(user.username, ctx.ip);
  if (!attempt.allowed) throw tooManyRequests(errorMessages.tooManyLogins, attempt.retryAfterMs / 1000);
  if (!password || !(await deps.users.checkPassword(user, password))) {
    deps.logger.warn(
      { event: 'account.step-up-refused', userId: user.id, ip: ctx.ip, given: Boolean(password) },
      'step-up password missing or wrong',
    );
    throw password
      ? new HttpError(403, staffMessages.stepUpWrong, { password: staffMessages.passwordWrong })
      : new HttpError(403, staffMessages.stepUpRequired, { password: staffMessages.password });
  }
  await attempt.refund();
}

/** The session's own id in the store, to keep it when the others end. */
export const currentSessionId = (ctx: Koa.Context | AppContext) => {
  const key = ctx.session?.externalKey;
  return key ? storedId(key) : undefined;
};

/**
 * The session of the enrolment routes: a signed-in person, or a session whose only step left is
 * enrolment (STAFF_2FA=required, no factor yet). Mounted before the session guard, it is their
 * own check (server/routes/api.ts).
 */
export function enrolmentSession(deps: AccountDeps): Middleware<AppState> {
  const { users } = deps;
  /** The person enrolling: the signed-in user, or the one whose enrolment step this session is. */
  return async (ctx, next) => {
    const session = ctx.session;
    if (session?.pending) {
      ctx.state.user = await pendingUser(ctx, 'enrol', deps);
      ctx.state.enrolling = true;
    } else {
      // The same limits as every other signed-in route (requireAdmin): the absolute lifetime too.
      const userId = session?.userId;
      const signedInAt = session?.signedInAt;
      const fresh =
        typeof userId === 'number' &&
        typeof signedInAt === 'number' &&
        deps.clock() - signedInAt < deps.sessionAbsoluteMs;
      const user = fresh ? await users.findById(userId) : undefined;
      if (!user || user.disabledAt) {
        ctx.session = null;
        throw unauthorized();
      }
      ctx.state.user = user;
    }
    await next();
  };
}

/**
 * Enrolling a second factor: open to a signed-in person and to a session whose only step left is
 * enrolment (enrolmentSession). Each route still checks `account` first, as every route of a
 * session does (the route list names it).
 */
export function adminEnrolmentRoutes(deps: AccountDeps): Route[] {
  const { secondFactor, passkeys, logger } = deps;
  const steps = { steps: [needs('account')] };
  return [
    /**
     * Starts setting up the authenticator app, or replacing it ("Neu einrichten": the key in use
     * keeps working until a code of the new one confirms it). Called again during one set-up (a
     * reload, another tab) it answers the same key, so a QR code already scanned stays right.
     */
    route(
      account.totp.start,
      async (ctx, input) => {
        const user = ctx.state.user!;
        await stepUp(ctx, deps, user, input);
        const session = ctx.session!;
        const now = deps.clock();
        let secret = readTotpSetup(session, user.id, now, secondFactor);
        if (!secret) {
          secret = secondFactor.newTotp(user.username).secret;
          writeTotpSetup(session, user.id, secret, now, secondFactor);
        }
        const otpauthUrl = secondFactor.totpAddress(secret, user.username);
        const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        return {
          secret,
          otpauthUrl,
          qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        };
      },
      steps,
    ),
    route(
      account.totp.confirm,
      async (ctx, { body }) => {
        const { code } = body;
        const user = ctx.state.user!;
        const secret = readTotpSetup(ctx.session!, user.id, deps.clock(), secondFactor);
        if (!secret) throw conflict(staffMessages.totpNotStarted);
        const attempt = await deps.throttle.begin(user.username, ctx.ip);
        if (!attempt.allowed) throw tooManyRequests(errorMessages.tooManyLogins, attempt.retryAfterMs / 1000);
        const confirmed = await secondFactor.confirmTotp(user.id, secret, code, actorOf(ctx));
        if (!confirmed) throw invalidInput({ code: staffMessages.codeWrong });
        await attempt.refund();
        writeTotpSetup(ctx.session!, user.id, null, deps.clock(), secondFactor);
        logger.info(
          { event: 'account.totp-enrolled', userId: user.id, ip: ctx.ip, replaced: confirmed.replaced },
          confirmed.replaced ? 'TOTP replaced' : 'TOTP set up',
        );
        // Enrolment was the step left: the person is now signed in.
        if (ctx.state.enrolling) await completeSignIn(ctx, user, deps, 'enrolment');
        return { recoveryCodes: confirmed.recoveryCodes };
      },
      steps,
    ),

    route(
      account.passkeys.options,
      async (ctx, input) => {
        // Where passkeys cannot work the reason comes first: no password is asked for in vain.
        const party = passkeys.party();
        if ('unavailable' in party) throw conflict(party.unavailable);
        await stepUp(ctx, deps, ctx.state.user!, input);
        const options = await passkeys.registrationOptions(ctx.state.user!);
        ctx.session!.challenge = options.challenge;
        return options;
      },
      steps,
    ),
    route(
      account.passkeys.register,
      async (ctx, { body }) => {
        const { name, response } = body;
        const user = ctx.state.user!;
        const challenge = ctx.session!.challenge;
        delete ctx.session!.challenge;
        if (!challenge) throw conflict(staffMessages.passkeyNoChallenge);
        const before = await secondFactor.status(user.id);
        const passkey = await passkeys.register(user, name, response, challenge, actorOf(ctx));
        if (!passkey) throw badRequest(staffMessages.passkeyFailed);
        // The first factor of the account: recovery codes stand in for it when the device is lost.
        const first = !before.totp && before.passkeys === 0;
        const recoveryCodes = first
          ? await secondFactor.regenerateRecoveryCodes(user.id, actorOf(ctx))
          : null;
        logger.info({ event: 'account.passkey-added', userId: user.id, ip: ctx.ip }, 'passkey added');
        if (ctx.state.enrolling) await completeSignIn(ctx, user, deps, 'enrolment');
        return { passkey, recoveryCodes };
      },
      steps,
    ),
  ];
}

/** The signed-in person's own account (behind the session guard). */
export function adminAccountRoutes(deps: AccountDeps): Route[] {
  const { users, secondFactor, passkeys, logger, factorRequired } = deps;
  return [
    route(account.recoveryCodes, async (ctx, input) => {
      const user = ctx.state.user!;
      await stepUp(ctx, deps, user, input);
      const status = await secondFactor.status(user.id);
      if (!status.totp && status.passkeys === 0) throw conflict(staffMessages.noFactor);
      const recoveryCodes = await secondFactor.regenerateRecoveryCodes(user.id, actorOf(ctx));
      logger.info({ event: 'account.recovery-codes', userId: user.id, ip: ctx.ip }, 'new recovery codes');
      return { recoveryCodes };
    }),

    route(account.totp.remove, async (ctx, input) => {
      const user = ctx.state.user!;
      await stepUp(ctx, deps, user, input);
      const status = await secondFactor.status(user.id);
      if (!status.totp) throw conflict(staffMessages.noFactor);
      if (factorRequired && status.passkeys === 0) throw conflict(staffMessages.factorRequired);
      await secondFactor.remove(
        user.id,
        { passkeys: false, recoveryCodes: status.passkeys === 0 },
        actorOf(ctx),
      );
      logger.info({ event: 'account.totp-removed', userId: user.id, ip: ctx.ip }, 'TOTP removed');
    }),

    route(account.passkeys.list, async (ctx) => {
      const party = passkeys.party();
      return {
        available: !('unavailable' in party),
        reason: 'unavailable' in party ? party.unavailable : null,
        passkeys: await passkeys.list(ctx.state.user!.id),
      };
    }),
    route(account.passkeys.rename, async (ctx, { params, body }) => {
      const renamed = await passkeys.rename(ctx.state.user!.id, params.id, body.name, actorOf(ctx));
      if (!renamed) throw notFound();
      return renamed;
    }),
    route(account.passkeys.remove, async (ctx, input) => {
      const { id } = input.params;
      const user = ctx.state.user!;
      await stepUp(ctx, deps, user, input);
      const status = await secondFactor.status(user.id);
      if (factorRequired && !status.totp && status.passkeys <= 1)
        throw conflict(staffMessages.factorRequired);
      if (!(await passkeys.remove(user.id, id, actorOf(ctx)))) throw notFound();
      logger.info({ event: 'account.passkey-removed', userId: user.id, ip: ctx.ip }, 'passkey removed');
    }),

    /**
     * The display name takes effect at once; a new e-mail address only once the link mailed to it
     * is confirmed (the answer names it as `pendingEmail`). Without mail settings no address can be
     * confirmed: a new one is refused (409), owners and administration set it on the team screen.
     */
    route(account.update, async (ctx, input) => {
      const { password, email, ...change } = input.body;
      const user = ctx.state.user!;
      const newEmail = email !== undefined && email.toLowerCase() !== user.email ? email : undefined;
      const { emailChange } = await deps.emailChanges.state(user.id);
      if (newEmail !== undefined && emailChange !== 'mail') {
        throw conflict(staffMessages.emailChangeNeedsMail, { email: staffMessages.emailChangeNeedsMail });
      }
      await confirmPassword(ctx, deps, user, password);
      if (newEmail !== undefined) await deps.emailChanges.start(user, newEmail, actorOf(ctx));
      const updated = await users.updateProfile(user.id, change, actorOf(ctx));
      return presentAccount(updated, deps);
    }),
    // The link to the address waiting, again (a new one: the older link stops working).
    route(account.emailResend, async (ctx) => {
      const user = ctx.state.user!;
      await deps.emailChanges.resend(user, actorOf(ctx));
      return presentAccount(user, deps);
    }),
    // The address waiting is withdrawn; the one in use stays.
    route(account.emailCancel, async (ctx) => {
      const user = ctx.state.user!;
      await deps.emailChanges.cancel(user, actorOf(ctx));
      return presentAccount(user, deps);
    }),

    // The e-mails one wants (no password: it changes what one is told, not who one is).
    route(account.alerts, async (ctx, { body }) => {
      const user = ctx.state.user!;
      const updated = await users.updateAlerts(user.id, body, actorOf(ctx));
      return presentAccount(updated, deps);
    }),

    route(account.password, async (ctx, input) => {
      const { currentPassword, newPassword, endOtherSessions } = input.body;
      const user = ctx.state.user!;
      await confirmPassword(ctx, deps, user, currentPassword, 'currentPassword');
      const ended = await users.changePassword(user.id, newPassword, {
        keepSession: endOtherSessions === false ? 'all' : currentSessionId(ctx),
        actor: actorOf(ctx),
      });
      // Keeping the signed-in devices never keeps a sign-in that got only as far as the old password.
      if (endOtherSessions === false) await deps.staffSessions.endPending(user.id, currentSessionId(ctx));
      logger.info(
        { event: 'account.password-changed', userId: user.id, ip: ctx.ip, ended },
        'password changed',
      );
      return { endedSessions: ended };
    }),
  ];
}
