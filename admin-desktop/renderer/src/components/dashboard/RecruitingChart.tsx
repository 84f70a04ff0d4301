import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RecruitingSourceRow } from '@shared/api-types.js';
import { chartStyle } from './chart-style.js';
import { numberFormat } from './number-format.js';

const SERIES = [
  { key: 'accepted', name: 'Angenommen', color: (t: Colors) => t.colorSuccess },
  { key: 'rejected', name: 'Abgelehnt', color: (t: Colors) => t.colorError },
  { key: 'withdrawn', name: 'Zurückgezogen', color: (t: Colors) => t.colorWarning },
  { key: 'open', name: 'Offen', color: (t: Colors) => t.colorPrimary },
] as const;
type Colors = ReturnType<typeof theme.useToken>['token'];

/** Stacked bars per source: how the window's applications ended; a separate chunk like the page views'. */
export default function RecruitingChart({
  data,
  height,
  days,
}: {
  data: RecruitingSourceRow[];
  height: number;
  days: number;
}) {
  // The chart's colours are the theme's (src/theme.tsx).
  const { token } = theme.useToken();
  const { axisText, grid, countAxis, tooltip } = chartStyle(token);
  const summary = `Bewerbungen nach Quelle, letzte ${days} Tage: ${data
    .map(
      (row) =>
        `${row.source} ${numberFormat.format(row.applications)} (${numberFormat.format(row.accepted)} angenommen)`,
    )
    .join(', ')}`;

  return (
    <div role="img" aria-label={summary} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 1, height }}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey="source" tick={{ fill: axisText, fontSize: 12 }} stroke={grid} tickMargin={8} />
          <YAxis {...countAxis} />
          <Tooltip
            formatter={(value, name) => [numberFormat.format(Number(value)), name]}
            {...tooltip}
            cursor={{ fill: token.colorFillSecondary }}
          />
          <Legend wrapperStyle={{ color: axisText, fontSize: 12 }} />
          {SERIES.map(({ key, name, color }) => (
            <Bar key={key} dataKey={key} name={name} stackId="outcome" fill={color(token)} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
