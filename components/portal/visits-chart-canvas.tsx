"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ChartPoint {
  label: string;
  views: number;
}

/**
 * recharts' bar chart of the 30 days; only the portal loads it (visits-chart.tsx imports it lazily).
 * It is a picture for sighted visitors (hidden from assistive technology, out of the tab order): the
 * table beside it gives everyone the same days.
 */
export default function VisitsChartCanvas({ points, seriesName }: { points: ChartPoint[]; seriesName: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e1e9f0" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#334155" }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} />
        <Tooltip cursor={{ fill: "#f3f7fa" }} />
        <Bar dataKey="views" name={seriesName} fill="#17324d" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
