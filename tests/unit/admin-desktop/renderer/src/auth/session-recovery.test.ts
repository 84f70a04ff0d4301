import { describe, expect, it, vi } from 'vitest';
import { createSessionRecovery, NOT_COVERED, SignInCancelled } from '@admin/auth/session-recovery.js';

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** The settled state of a promise right now: 'pending', 'resolved' or 'rejected'. */
async function stateOf(promise: Promise<unknown>): Promise<string> {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await flush();
  return state;
}

describe('session recovery', () => {
  it('covers the admin API but the login and the logout', () => {
    const recovery = createSessionRecovery();
    expect(recovery.covers('/api/admin/faqs')).toBe(true);
    expect(recovery.covers('/api/admin/faqs/3')).toBe(true);
    expect(recovery.covers('/api/admin/user')).toBe(true);
    expect(recovery.covers('/api/admin/upload')).toBe(true);
    expect(recovery.covers('/api/admin/applications?status=new')).toBe(true);
    expect(recovery.covers('/api/admin/login')).toBe(false);
    expect(recovery.covers('/api/admin/login?x=1')).toBe(false);
    expect(recovery.covers('/api/admin/logout')).toBe(false);
    expect(recovery.covers('/api/faqs')).toBe(false);
    expect(recovery.covers('/api/apply')).toBe(false);
    expect(recovery.covers('/api/administration')).toBe(false);
  });

  it('leaves out exactly the sign-in, the links, enrolling a factor and the logout', () => {
    const own = [
      '/api/admin/login',
      '/api/admin/logout',
      '/api/admin/login/second-factor',
      '/api/admin/login/passkey',
      '/api/admin/login/passkey/options',
      '/api/admin/account/totp',
      '/api/admin/account/totp/confirm',
      '/api/admin/account/passkeys/options',
      '/api/admin/invitations/check',
      '/api/admin/invitations/accept',
      '/api/admin/password-reset',
      '/api/admin/password-reset/check',
      '/api/admin/password-reset/confirm',
      '/api/admin/account/email/confirm',
    ];
    expect([...NOT_COVERED].sort()).toEqual([...own].sort());
    const recovery = createSessionRecovery();
    for (const path of own) expect(recovery.covers(path), path).toBe(false);
    // The passkey list is read with the session; its registration shares the path.
    expect(recovery.covers('/api/admin/account/passkeys')).toBe(true);
    expect(recovery.covers('/api/admin/account')).toBe(true);
    expect(recovery.covers('/api/admin/account/email/resend')).toBe(true);
    expect(recovery.covers('/api/admin/sessions')).toBe(true);
  });

  it('lets every request of the ended session wait on one sign-in', async () => {
    const recovery = createSessionRecovery();
    const changes = vi.fn();
    recovery.subscribe(changes);
    const mark = recovery.mark();
    expect(recovery.waiting()).toBe(false);

    const first = recovery.renewed(mark);
    const second = recovery.renewed(mark);
    const third = recovery.renewed(mark);
    expect(recovery.waiting()).toBe(true);
    // One dialog: one change to "waiting", not three.
    expect(changes).toHaveBeenCalledTimes(1);
    expect(await stateOf(first)).toBe('pending');

    recovery.signedIn();
    expect(recovery.waiting()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    await expect(Promise.all([first, second, third])).resolves.toEqual([undefined, undefined, undefined]);
  });

  it('sends a request of an older session again at once when a sign-in happened meanwhile', async () => {
    const recovery = createSessionRecovery();
    const before = recovery.mark();
    recovery.signedIn();
    expect(await stateOf(recovery.renewed(before))).toBe('resolved');
    expect(recovery.waiting()).toBe(false);
    // A request of the new session that answers 401 asks again.
    const again = recovery.renewed(recovery.mark());
    expect(recovery.waiting()).toBe(true);
    expect(await stateOf(again)).toBe('pending');
  });

  it('gives up the waiting requests when the user cancels, and answers later 401s at once until a sign-in', async () => {
    const recovery = createSessionRecovery();
    const changes = vi.fn();
    recovery.subscribe(changes);
    const waiting = recovery.renewed(recovery.mark());
    recovery.signedOut();
    await expect(waiting).rejects.toBeInstanceOf(SignInCancelled);
    expect(recovery.waiting()).toBe(false);

    // Signed out: no further dialog.
    await expect(recovery.renewed(recovery.mark())).rejects.toBeInstanceOf(SignInCancelled);
    expect(recovery.waiting()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);

    // The next sign-in (the login page) makes 401s wait again.
    recovery.signedIn();
    const next = recovery.renewed(recovery.mark());
    expect(recovery.waiting()).toBe(true);
    recovery.signedIn();
    await expect(next).resolves.toBeUndefined();
  });

  it('stops telling a listener that unsubscribed', () => {
    const recovery = createSessionRecovery();
    const listener = vi.fn();
    const unsubscribe = recovery.subscribe(listener);
    unsubscribe();
    void recovery.renewed(recovery.mark());
    expect(listener).not.toHaveBeenCalled();
  });
});
