import { create } from 'zustand';
import type { AdminUser } from '@shared/api-types.js';

/**
 * Client-only state of the control centre: who is signed in (mirrors the session query), the
 * mobile drawer, and whether a screen holds unsaved changes (the navigation asks before leaving).
 */
interface AdminState {
  user: AdminUser | null;
  setUser(user: AdminUser | null): void;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
  unsavedChanges: boolean;
  setUnsavedChanges(unsaved: boolean): void;
}

export const useAdminStore = create<AdminState>((set) => ({
  user: null,
  setUser: (user) => set({ user }),
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  unsavedChanges: false,
  setUnsavedChanges: (unsavedChanges) => set({ unsavedChanges }),
}));
