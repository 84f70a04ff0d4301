import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { AdminUser } from '@shared/api-types.js';
import type { LoginInput } from '@shared/schemas/login.js';
import { apiRequest, getQueryFn } from '@shared/http-client.js';
import { adminPaths } from '../api/client.js';
import { useAdminStore } from '../store.js';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthValue {
  user: AdminUser | null;
  status: SessionStatus;
  login: UseMutationResult<AdminUser, Error, LoginInput>;
  logout: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthValue | null>(null);
const userKey = [adminPaths.user];

/**
 * The admin session (spec section 4): unknown while the current-user check runs, then signed in
 * (the user) or signed out (null). A 401 on that check means signed out, not an error.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const setStoredUser = useAdminStore((state) => state.setUser);
  const session = useQuery<AdminUser | null>({
    queryKey: userKey,
    queryFn: getQueryFn<AdminUser>({ on401: 'returnNull' }),
  });
  const user = session.data ?? null;

  useEffect(() => setStoredUser(user), [user, setStoredUser]);

  const login = useMutation<AdminUser, Error, LoginInput>({
    mutationFn: async (credentials) => (await apiRequest('POST', adminPaths.login, credentials)).json(),
    onSuccess: (signedIn) => queryClient.setQueryData(userKey, signedIn),
  });
  const logout = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', adminPaths.logout);
    },
    onSuccess: () => {
      // Nothing of the signed-in session may stay in memory.
      queryClient.clear();
      queryClient.setQueryData(userKey, null);
    },
  });

  const status: SessionStatus = session.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  return <AuthContext.Provider value={{ user, status, login, logout }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
