import { describe, expect, it } from 'vitest';
import { decorativeIcons } from '@shared/build/decorative-icons.js';

type Hook = (source: string, importer?: string) => string | null;
const plugin = decorativeIcons('/repo/admin-desktop/renderer/src/lib/decorative-icon.tsx');
const resolve = plugin.resolveId as unknown as Hook;
const load = plugin.load as unknown as (id: string) => string | null;

describe('the build’s decorative icons', () => {
  it('swaps the base of every icon module for the wrapper', () => {
    const outlined = resolve(
      '../components/AntdIconLight',
      '/repo/node_modules/@ant-design/icons/es/icons/EditOutlined.js',
    );
    const twoTone = resolve(
      '../components/AntdIcon',
      '/repo/node_modules/@ant-design/icons/es/icons/HeartTwoTone.js',
    );
    expect(load(outlined!)).toBe(
      'export { DecorativeIconLight as default } from "/repo/admin-desktop/renderer/src/lib/decorative-icon.tsx";',
    );
    expect(load(twoTone!)).toMatch(/^export \{ DecorativeIcon as default \}/);
  });

  it('leaves every other import alone, the wrapper’s own import of the real base among them', () => {
    expect(
      resolve('../components/AntdIconLight', '/repo/admin-desktop/renderer/src/lib/decorative-icon.tsx'),
    ).toBeNull();
    expect(
      resolve(
        '@ant-design/icons/es/components/AntdIconLight',
        '/repo/admin-desktop/renderer/src/lib/decorative-icon.tsx',
      ),
    ).toBeNull();
    expect(resolve('./Context', '/repo/node_modules/@ant-design/icons/es/icons/EditOutlined.js')).toBeNull();
    expect(load('/repo/some/file.ts')).toBeNull();
  });
});
