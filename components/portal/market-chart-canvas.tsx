"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { belgianLocale } from "@/lib/rules/locale";

export interface MedianPoint {
  year: number;
  /** Null where Statbel published no median: the line breaks there instead of falling to zero. */
  median: number | null;
}

/**
 * recharts' line of a municipality's median price per year; only the portal loads it (market-chart.tsx imports
 * it lazily). A picture for sighted visitors: the table beside it gives everyone the same years.
 */
export default function MarketChartCanvas({
  points,
  seriesName,
  locale,
}: {
  points: MedianPoint[];
  seriesName: string;
  locale: string;
}) {
  const axis = new Intl.NumberFormat(belgianLocale(locale), {
    style: "currency",
    currency: "EUR",
    notation: "compact",
    maximumFractionDigits: 1,
  });
  const euro = new Intl.NumberFormat(belgianLocale(locale), {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  });
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 12, bottom: 0, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e1e9f0" />
        <XAxis dataKey="year" tick={{ fontSize: 12, fill: "#334155" }} interval="preserveStartEnd" minTickGap={12} />
        <YAxis
          tick={{ fontSize: 12, fill: "#334155" }}
          tickFormatter={(value: number) => axis.format(value)}
          width={64}
          domain={["auto", "auto"]}
        />
        <Tooltip formatter={(value) => (typeof value === "number" ? euro.format(value) : String(value))} />
        <Line
          type="linear"
          dataKey="median"
          name={seriesName}
          stroke="#17324d"
          strokeWidth={2}
          dot={{ r: 3 }}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
