/**
 * The preload bridge (sandboxed, CommonJS): exposes only the typed DesktopApi as window.desktop.
 * No Node, no ipcRenderer and no arbitrary channels reach the renderer.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_CHANNELS, type DesktopApi, type SaveAddressResult } from '@shared/desktop-api.js';

const api: DesktopApi = {
  getServerAddress: () => ipcRenderer.invoke(DESKTOP_CHANNELS.getServerAddress) as Promise<string | null>,
  setServerAddress: (address: string) =>
    ipcRenderer.invoke(DESKTOP_CHANNELS.setServerAddress, String(address)) as Promise<SaveAddressResult>,
  onOpenServerSettings: (listener: () => void) => {
    const wrapped = () => listener();
    ipcRenderer.on(DESKTOP_CHANNELS.openServerSettings, wrapped);
    return () => {
      ipcRenderer.removeListener(DESKTOP_CHANNELS.openServerSettings, wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('desktop', api);
