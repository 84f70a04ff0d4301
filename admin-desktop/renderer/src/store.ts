import { create } from 'zustand';
import type { AdminUser } from '@shared/api-types.js';

/**
 * Client-only state of the control centre: who is signed in (mirrors the session query) and the
 * mobile drawer. (Unsaved changes register with lib/discard-guard.ts.)
 */
interface AdminState {
  user: AdminUser | null;
  setUser(user: AdminUser | null): void;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
}

export const useAdminStore = create<AdminState>((set) => ({
  user: null,
  setUser: (user) => set({ user }),
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
