import type { theme } from 'antd';
import { numberFormat } from './number-format.js';

type Colors = ReturnType<typeof theme.useToken>['token'];

/**
 * What the dashboard's charts share, in the theme's colours (src/theme.tsx): the count axis, the
 * tooltip's box and title.
 */
export function chartStyle(token: Colors) {
  const axisText = token.colorTextSecondary;
  const grid = token.colorBorderSecondary;
  return {
    axisText,
    grid,
    /** The Y axis of whole counts, German digits. */
    countAxis: {
      allowDecimals: false,
      tickFormatter: (value: number) => numberFormat.format(value),
      tick: { fill: axisText, fontSize: 12 },
      stroke: grid,
      width: 48,
    },
    /** The tooltip's box and title. */
    tooltip: {
      contentStyle: {
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
      },
      labelStyle: { color: token.colorText },
    },
  };
}
