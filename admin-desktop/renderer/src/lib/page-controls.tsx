import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';

const NAMES: Partial<Record<string, string>> = {
  prev: 'Vorherige Seite',
  next: 'Nächste Seite',
  'jump-prev': '5 Seiten zurück',
  'jump-next': '5 Seiten vor',
};

/**
 * Ant Design's page controls by their German names: its arrows are icons only, and icons are
 * decorative here (lib/decorative-icon.tsx), so each arrow's button is named itself. Every
 * pagination of the control centre passes this as `itemRender`.
 */
export const namedPageControls: NonNullable<PaginationProps['itemRender']> = (
  _page,
  type,
  element,
): ReactNode => {
  const name = NAMES[type];
  return name && isValidElement<{ 'aria-label'?: string }>(element)
    ? cloneElement(element, { 'aria-label': name })
    : element;
};
