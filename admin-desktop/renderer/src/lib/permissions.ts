import type { Permission } from '@shared/roles.js';
import { useAuth } from '../auth/AuthContext.js';

/**
 * Whether the signed-in person may use something (their role's permissions, as the server answers
 * them with the user). The server refuses anyway; the control centre only shows what can be used.
 */
export function useCan(): (permission: Permission) => boolean {
  const { user } = useAuth();
  const granted = new Set(user?.permissions ?? []);
  return (permission) => granted.has(permission);
}
