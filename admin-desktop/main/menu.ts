import { desktopMessages as m } from './messages.js';

/** A menu item as Electron's Menu.buildFromTemplate takes it (kept structural for tests). */
export interface MenuItemTemplate {
  label?: string;
  role?: string;
  type?: 'separator';
  accelerator?: string;
  click?: () => void;
  submenu?: MenuItemTemplate[];
}

/** The application menu in German, with the entry that changes the server address. */
export function menuTemplate(
  actions: { openServerSettings(): void },
  platform: NodeJS.Platform,
): MenuItemTemplate[] {
  const appMenu: MenuItemTemplate = {
    label: m.menuApp,
    submenu: [
      { label: m.menuServerAddress, accelerator: 'CmdOrCtrl+,', click: actions.openServerSettings },
      { type: 'separator' },
      { label: m.menuReload, role: 'reload' },
      { type: 'separator' },
      { label: m.menuQuit, role: 'quit' },
    ],
  };
  return [
    appMenu,
    {
      label: m.menuEdit,
      submenu: [
        { role: 'undo', label: 'Rückgängig' },
        { role: 'redo', label: 'Wiederholen' },
        { type: 'separator' },
        { role: 'cut', label: 'Ausschneiden' },
        { role: 'copy', label: 'Kopieren' },
        { role: 'paste', label: 'Einfügen' },
        { role: 'selectAll', label: 'Alles auswählen' },
      ],
    },
    {
      label: m.menuView,
      submenu: [
        { role: 'resetZoom', label: 'Originalgröße' },
        { role: 'zoomIn', label: 'Vergrößern' },
        { role: 'zoomOut', label: 'Verkleinern' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Vollbild' },
      ],
    },
    {
      label: m.menuWindow,
      submenu: [
        { role: 'minimize', label: 'Minimieren' },
        ...(platform === 'darwin'
          ? [{ role: 'front', label: 'Alle nach vorne bringen' }]
          : [{ role: 'close', label: 'Schließen' }]),
      ],
    },
  ];
}
