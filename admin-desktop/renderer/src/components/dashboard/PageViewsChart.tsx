import { theme } from 'antd';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyPageViews } from '@shared/api-types.js';
import { chartStyle } from './chart-style.js';
import { numberFormat } from './number-format.js';

// The dates are calendar days already; splitting the string avoids any time-zone shift.
const shortDate = (date: string) => {
  const [, month, day] = date.split('-');
  return `${day}.${month}.`;
};
const longDate = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
};

/** Area chart of the page views per day; a separate chunk so recharts loads only here. */
export default function PageViewsChart({ data, height }: { data: DailyPageViews[]; height: number }) {
  // The chart's colours are the theme's (src/theme.tsx).
  const { token } = theme.useToken();
  const line = token.colorPrimary;
  const { axisText, grid, countAxis, tooltip } = chartStyle(token);
  const total = data.reduce((sum, day) => sum + day.views, 0);
  const first = data[0];
  const last = data[data.length - 1];
  const summary =
    first && last
      ? `Seitenaufrufe pro Tag vom ${longDate(first.date)} bis ${longDate(last.date)}, insgesamt ${numberFormat.format(total)}`
      : 'Seitenaufrufe pro Tag: keine Daten';

  return (
    <div role="img" aria-label={summary} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 1, height }}>
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="page-views-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={line} stopOpacity={0.45} />
              <stop offset="100%" stopColor={line} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            tick={{ fill: axisText, fontSize: 12 }}
            stroke={grid}
            minTickGap={24}
            tickMargin={8}
          />
          <YAxis {...countAxis} />
          <Tooltip
            labelFormatter={(label) => longDate(String(label))}
            formatter={(value) => [numberFormat.format(Number(value)), 'Aufrufe']}
            {...tooltip}
            itemStyle={{ color: token.colorLink }}
            cursor={{ stroke: token.colorBorder }}
          />
          <Area
            type="monotone"
            dataKey="views"
            name="Aufrufe"
            stroke={line}
            strokeWidth={2}
            fill="url(#page-views-fill)"
            activeDot={{ r: 4 }}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
