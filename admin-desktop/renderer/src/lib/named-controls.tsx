import { cloneElement, isValidElement, type ReactElement } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import type { RateProps } from 'antd';

/**
 * German names for Ant Design's controls that are icons only: their icons are decorative here
 * (lib/decorative-icon.tsx), so each control carries its own name.
 */

/** A text field's cross that empties it: `allowClear={CLEARABLE}`. */
export const CLEARABLE = { clearIcon: <CloseCircleFilled aria-label="Eingabe löschen" /> };

/** „1 Stern“, „4 Sterne“. */
export const starsLabel = (count: number) => `${count} ${count === 1 ? 'Stern' : 'Sterne'}`;

/** Each star of a rating by how many stars it gives: `characterRender={namedStars}`. */
export const namedStars: NonNullable<RateProps['characterRender']> = (star, { index }) => {
  const radio = (star as ReactElement<{ children?: unknown }>).props.children;
  if (!isValidElement(radio)) return star;
  return cloneElement(
    star,
    {},
    cloneElement(radio as ReactElement<{ 'aria-label'?: string }>, {
      'aria-label': starsLabel((index ?? 0) + 1),
    }),
  );
};
