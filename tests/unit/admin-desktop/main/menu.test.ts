import { describe, expect, it, vi } from 'vitest';
import { menuTemplate } from '@desktop/main/menu.js';
import { desktopMessages as m } from '@desktop/main/messages.js';

describe('application menu', () => {
  it('has the German entry that opens the server address form', () => {
    const openServerSettings = vi.fn();
    const template = menuTemplate({ openServerSettings }, 'linux');
    const entry = template[0]!.submenu!.find((item) => item.label === m.menuServerAddress);
    expect(entry).toBeDefined();
    entry!.click!();
    expect(openServerSettings).toHaveBeenCalledOnce();
    expect(template.map((item) => item.label)).toEqual([
      'Kontrollzentrum',
      'Bearbeiten',
      'Ansicht',
      'Fenster',
    ]);
  });
});
