import type { AdminUser } from '@db/models/index.js';
import { staffMessages } from '@shared/staff-texts.js';
import type { SecondFactorService } from '@server/auth/second-factor.js';
import type { PasskeyService } from '@server/auth/passkeys.js';
import type { Clock } from '@server/clock.js';
import { unauthorized } from '@server/errors.js';
import type { AppContext } from '@server/http/context.js';
import type { Logger } from '@server/logger.js';
import type { UserService } from '@server/services/users.js';
import type { LoginStep, SecondFactorMethod } from '@shared/api-types.js';
import { presentUser } from '@server/presenters/admin.js';
import type Koa from 'koa';
import type { ActivityLog, Actor } from '@server/services/activity-log.js';
import { details } from '@server/services/activity-changes.js';
import type { EmailChanges } from '@server/services/email-changes.js';

/** How long the step between the password and the second factor may take. */
export const PENDING_STEP_MS = 10 * 60_000;

export interface SignInDeps {
  users: UserService;
  secondFactor: SecondFactorService;
  passkeys: PasskeyService;
  logger: Logger;
  clock: Clock;
  /** STAFF_2FA=required: an account without a factor enrols before it sees any data. */
  factorRequired: boolean;
  /** Sign-ins, failed ones and sign-outs are recorded (each in a transaction of its own). */
  activityLog: Pick<ActivityLog, 'append' | 'record'>;
  /** The new address an account waits to confirm (the user's answer names it). */
  emailChanges: EmailChanges;
}

/** The signed-in person as the API answers them (GET /user, the sign-in, the account's changes). */
export const presentAccount = async (
  user: AdminUser,
  deps: Pick<SignInDeps, 'secondFactor' | 'emailChanges'>,
) => presentUser(user, await deps.secondFactor.status(user.id), await deps.emailChanges.state(user.id));

/** The person of a sign-in step as the activity log names them. */
export const actorFor = (ctx: { ip: string }, user: AdminUser): Actor => ({
  id: user.id,
  name: user.displayName || user.username,
  ip: ctx.ip || null,
});

type Ctx = AppContext | Koa.Context;

/**
 * The full sign-in: a new session id (one planted before is worthless afterwards) that carries
 * the user; the step state is dropped. Answers what the login answers a signed-in person.
 */
export async function completeSignIn(ctx: Ctx, user: AdminUser, deps: SignInDeps, method: string) {
  const session = ctx.session!;
  delete session.pending;
  delete session.totpSetup;
  delete session.challenge;
  session.userId = user.id;
  session.signedInAt = deps.clock();
  await session.regenerate();
  await deps.users.recordSignIn(user.id);
  await deps.activityLog.append(actorFor(ctx, user), {
    action: 'sign-in',
    entity: 'sessions',
    entityId: user.id,
    changes: details({ method }),
  });
  deps.logger.info(
    { event: 'login.success', username: user.username, userId: user.id, ip: ctx.ip, method },
    'signed in',
  );
  return presentAccount(user, deps);
}

/**
 * What follows a right password: the second factor when the account has one, enrolment when one
 * is required and missing, else the full sign-in.
 */
export async function afterPassword(ctx: Ctx, user: AdminUser, deps: SignInDeps): Promise<LoginStep> {
  const factors = await deps.secondFactor.status(user.id);
  const methods: SecondFactorMethod[] = [];
  if (factors.totp) methods.push('totp');
  if (factors.passkeys > 0) methods.push('passkey');
  // Recovery codes stand in for a factor the account has; left over without one they open nothing.
  if (methods.length > 0 && factors.recoveryCodesLeft > 0) methods.push('recovery-code');
  const step = methods.length > 0 ? 'second-factor' : deps.factorRequired ? 'enrol' : null;
  if (!step) return completeSignIn(ctx, user, deps, 'password');
  const session = ctx.session!;
  delete session.userId;
  delete session.signedInAt;
  session.pending = { userId: user.id, step, since: deps.clock() };
  await session.regenerate();
  deps.logger.info(
    { event: `login.${step}`, username: user.username, userId: user.id, ip: ctx.ip },
    'password right, next step',
  );
  return step === 'enrol' ? { next: 'enrol' } : { next: 'second-factor', methods };
}

/** The account of a session that is at `step`, or 401 when there is none (or it took too long). */
export async function pendingUser(
  ctx: Ctx,
  step: 'second-factor' | 'enrol',
  deps: SignInDeps,
): Promise<AdminUser> {
  const pending = ctx.session?.pending;
  const fresh = pending && pending.step === step && deps.clock() - pending.since < PENDING_STEP_MS;
  const user = fresh ? await deps.users.findById(pending.userId) : undefined;
  if (!user || user.disabledAt) {
    if (ctx.session) delete ctx.session.pending;
    throw unauthorized(staffMessages.stepExpired);
  }
  return user;
}
