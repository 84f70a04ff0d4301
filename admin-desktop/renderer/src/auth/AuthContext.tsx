import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { AdminUser, LoginStep } from '@shared/api-types.js';
import type { LoginInput } from '@shared/schemas/login.js';
import { getQueryFn } from '@shared/http-client.js';
import { API, ApiError, callApi, queryKeyOf } from '../api/client.js';
import { useAdminStore } from '../store.js';
import { sessionRecovery } from './session-recovery.js';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthValue {
  user: AdminUser | null;
  status: SessionStatus;
  /** The password step: the user, or the step still to take (second factor, enrolment). */
  login: UseMutationResult<LoginStep, Error, LoginInput>;
  /**
   * Completes a sign-in that took more than the password (second factor, enrolment, invitation).
   * `withRecoveryCode`: the second step was a recovery code (the phone may be lost or new).
   */
  signedIn(user: AdminUser, options?: { withRecoveryCode?: boolean }): void;
  /**
   * Whether this session was opened with a recovery code and the authenticator app was not set up
   * again since: the dashboard and the account screen then offer to set it up again.
   */
  recoveryCodeUsed: boolean;
  /** The app is set up again (or the person said no): the offer goes. */
  dismissRecoveryNotice(): void;
  logout: UseMutationResult<void, Error, void>;
  /** Forgets the session here: waiting requests fail, nothing of its data stays in memory. */
  endSession(): void;
}

const AuthContext = createContext<AuthValue | null>(null);
const userKey = queryKeyOf(API.auth.user);

/**
 * The admin session: unknown while the current-user check runs, then signed in (the user) or signed
 * out (null). A 401 on that check means signed out, not an error. The check runs once; afterwards
 * login and logout say who is signed in, and a session that ended meanwhile shows in the 401 of the
 * next request (the in-place sign-in of SessionRecovery.tsx).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const setStoredUser = useAdminStore((state) => state.setUser);
  const session = useQuery<AdminUser | null>({
    queryKey: userKey,
    queryFn: getQueryFn<AdminUser>({ on401: 'returnNull' }),
    // Not fetched again by itself (e.g. on reconnect): its 401 would drop the screen being edited.
    staleTime: Infinity,
  });
  const user = session.data ?? null;
  const [recoveryCodeUsed, setRecoveryCodeUsed] = useState(false);

  useEffect(() => setStoredUser(user), [user, setStoredUser]);

  const signedIn = (signedInUser: AdminUser, { withRecoveryCode = false } = {}) => {
    setRecoveryCodeUsed(withRecoveryCode);
    // The header shows who signed in, also someone else than before in the in-place sign-in.
    queryClient.setQueryData(userKey, signedInUser);
    sessionRecovery.signedIn();
  };

  const login = useMutation<LoginStep, Error, LoginInput>({
    mutationFn: (credentials) => callApi(API.auth.login, { body: credentials }),
    onSuccess: (step) => {
      if (!('next' in step)) signedIn(step);
    },
  });

  const endSession = () => {
    setRecoveryCodeUsed(false);
    sessionRecovery.signedOut();
    // Signed out first: the session query keeps its observer (a cleared cache would leave this
    // provider holding the old user). Then nothing of the signed-in session stays in memory.
    queryClient.setQueryData(userKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
    queryClient.getMutationCache().clear();
  };

  const logout = useMutation<void, Error, void>({
    mutationFn: async () => {
      try {
        await callApi(API.auth.logout);
      } catch (error) {
        // A session that already ended has nothing left to end.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: endSession,
  });

  const status: SessionStatus = session.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  return (
    <AuthContext.Provider
      value={{
        user,
        status,
        login,
        signedIn,
        recoveryCodeUsed,
        dismissRecoveryNotice: () => setRecoveryCodeUsed(false),
        logout,
        endSession,
      }}
    >
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
