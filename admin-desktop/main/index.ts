/**
 * Electron main process of the desktop control centre. Only wiring lives here; the logic is in
 * plain modules next to it (tested with fakes in tests/unit/desktop).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, session, shell } from 'electron';
import { APP_SCHEME, DESKTOP_CHANNELS } from '@shared/desktop-api.js';
import { createAppRequestHandler } from './app-protocol.js';
import { registerIpcHandlers } from './ipc.js';
import { menuTemplate } from './menu.js';
import {
  applyNavigationRules,
  denyAllPermissions,
  isAppUrl,
  mainWindowOptions,
  SESSION_PARTITION,
  START_URL,
} from './security.js';
import { ServerAddressStore } from './server-address.js';
import { askBeforeUnload } from './unload.js';

// The app scheme behaves like https: secure context, fetch, no access to file://.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);

if (!app.requestSingleInstanceLock()) app.quit();

let mainWindow: BrowserWindow | null = null;

async function start() {
  await app.whenReady();
  const store = new ServerAddressStore(app.getPath('userData'), fs);
  let serverAddress = await store.load();

  const appSession = session.fromPartition(SESSION_PARTITION);
  denyAllPermissions(appSession);
  const sessionFetch = (input: string, init?: RequestInit) => appSession.fetch(input, init);

  appSession.protocol.handle(
    APP_SCHEME,
    createAppRequestHandler({
      rendererDir: path.join(import.meta.dirname, '../renderer'),
      getServerAddress: () => serverAddress,
      sessionFetch,
      readFile: async (file) => new Uint8Array(await fs.readFile(file)),
    }),
  );

  registerIpcHandlers(
    ipcMain,
    {
      get: () => serverAddress,
      set: async (address) => {
        await store.save(address);
        serverAddress = address;
      },
    },
    // The health check of a typed address: no cookies, Chromium's network stack.
    (input, init) => net.fetch(input, init),
  );

  const openServerSettings = () => mainWindow?.webContents.send(DESKTOP_CHANNELS.openServerSettings);
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(menuTemplate({ openServerSettings }, process.platform) as never),
  );

  app.on('web-contents-created', (_event, contents) => {
    applyNavigationRules(contents, (url) => void shell.openExternal(url));
  });

  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

function createWindow() {
  const window = new BrowserWindow(mainWindowOptions(path.join(import.meta.dirname, '../preload/index.cjs')));
  mainWindow = window;
  // Unsaved changes in a screen: closing or reloading asks first.
  askBeforeUnload(window.webContents, (question) => dialog.showMessageBoxSync(window, question));
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
  void mainWindow.loadURL(START_URL);
}

app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

// Defence in depth: whatever is loaded, only the app's own URL may be the top document.
app.on('web-contents-created', (_event, contents) => {
  contents.on('did-start-navigation', (details) => {
    if (details.isMainFrame && !isAppUrl(details.url)) contents.stop();
  });
});

void start();
