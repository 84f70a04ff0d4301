// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Input, Rate } from 'antd';
import { describe, expect, it } from 'vitest';
import { CLEARABLE, namedStars, starsLabel } from '@admin/lib/named-controls.js';

/** Controls that are icons only, named in German (their icons are decorative). */
describe('named controls', () => {
  it('name each star of a rating by the stars it gives', () => {
    render(<Rate allowHalf value={3} characterRender={namedStars} />);
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 Stern',
      '2 Sterne',
      '3 Sterne',
      '4 Sterne',
      '5 Sterne',
    ]);
    expect(starsLabel(1)).toBe('1 Stern');
  });

  it('name the cross that empties a text field', () => {
    const { container } = render(<Input allowClear={CLEARABLE} defaultValue="Anna" aria-label="Suche" />);
    const cross = container.querySelector('.ant-input-clear-icon')!;
    expect(cross.querySelector('[aria-label="Eingabe löschen"]')).not.toBeNull();
  });
});
