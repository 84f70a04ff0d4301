// @vitest-environment jsdom
import { render } from '@testing-library/react';
import EditOutlinedSvg from '@ant-design/icons-svg/es/asn/EditOutlined';
import HeartTwoToneSvg from '@ant-design/icons-svg/es/asn/HeartTwoTone';
import { describe, expect, it } from 'vitest';
import { DecorativeIcon, DecorativeIconLight } from '@admin/lib/decorative-icon.js';

/** The icons' base as the control centre draws every Ant Design icon (shared/build/decorative-icons.ts). */
describe('decorative icons', () => {
  it('are hidden from screen readers instead of named by their English file name', () => {
    const { container } = render(
      <>
        <DecorativeIconLight icon={EditOutlinedSvg} />
        <DecorativeIcon icon={HeartTwoToneSvg} />
      </>,
    );
    for (const icon of container.querySelectorAll('.anticon')) {
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.hasAttribute('role')).toBe(false);
      expect(icon.hasAttribute('aria-label')).toBe(false);
    }
    expect(container.querySelectorAll('.anticon-edit, .anticon-heart')).toHaveLength(2);
  });

  it('keep a name given to them, as an image', () => {
    const { container } = render(<DecorativeIconLight icon={EditOutlinedSvg} aria-label="Bearbeiten" />);
    const icon = container.querySelector('.anticon')!;
    expect(icon.getAttribute('role')).toBe('img');
    expect(icon.getAttribute('aria-label')).toBe('Bearbeiten');
    expect(icon.hasAttribute('aria-hidden')).toBe(false);
  });
});
