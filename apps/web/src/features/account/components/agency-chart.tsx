import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import type { ChartRow } from '../lib/dashboard-figures';

export interface AgencyChartProps {
  kind: 'area' | 'bar' | 'stacked' | 'horizontal';
  rows: ChartRow[];
  /** The series: the key in each row's values, its legend and colour. */
  series: Array<{ key: string; label: string; color: string }>;
  /** How a row's label and a value read (a date, money). */
  formatLabel(label: string): string;
  formatValue(value: number): string;
}

/**
 * One chart of the agency's dashboard, drawn by @mantine/charts (recharts). Loaded on its own
 * (lazily) so the chart code never weighs on the first paint; hidden from assistive technology,
 * which reads the table beside it.
 */
export function AgencyChart({ kind, rows, series, formatLabel, formatValue }: AgencyChartProps) {
  const data = rows.map((row) => ({ label: formatLabel(row.label), ...row.values }));
  const chartSeries = series.map((one) => ({ name: one.key, label: one.label, color: one.color }));
  const common = { h: 260, data, dataKey: 'label', series: chartSeries, valueFormatter: formatValue };
  if (kind === 'area') {
    // Money on the axis: room for '$1,600.00' and 'US$ 1.600,00'.
    return <AreaChart {...common} curveType="monotone" withLegend={series.length > 1} yAxisProps={{ width: 96 }} />;
  }
  return (
    <BarChart
      {...common}
      type={kind === 'stacked' ? 'stacked' : 'default'}
      orientation={kind === 'horizontal' ? 'vertical' : 'horizontal'}
      withLegend={series.length > 1}
      yAxisProps={kind === 'horizontal' ? { width: 110 } : undefined}
    />
  );
}
