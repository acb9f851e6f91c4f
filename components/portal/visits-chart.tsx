"use client";

import dynamic from "next/dynamic";
import type { ChartPoint } from "./visits-chart-canvas";

// recharts is loaded only here, in the browser, on the portal: public pages never download it.
const Canvas = dynamic(() => import("./visits-chart-canvas"), {
  ssr: false,
  loading: () => <div className="h-full animate-pulse rounded bg-brand-50" />,
});

/** The chart is a picture for sighted visitors; the table beside it (VisitsTable) carries the figures. */
export function VisitsChart({ points, seriesName }: { points: ChartPoint[]; seriesName: string }) {
  return (
    <div className="h-64 w-full" aria-hidden="true" data-visits-chart>
      <Canvas points={points} seriesName={seriesName} />
    </div>
  );
}
