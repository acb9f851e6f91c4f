"use client";

import dynamic from "next/dynamic";
import type { MedianPoint } from "./market-chart-canvas";

// recharts loads only here, in the browser, on the portal, as the visits chart does: public pages never download it.
const Canvas = dynamic(() => import("./market-chart-canvas"), {
  ssr: false,
  loading: () => <div className="h-full animate-pulse rounded bg-brand-50" />,
});

/** The median's line is a picture for sighted visitors; the table beside it carries the figures. */
export function MarketChart({
  points,
  seriesName,
  locale,
}: {
  points: MedianPoint[];
  seriesName: string;
  locale: string;
}) {
  return (
    <div className="h-64 w-full min-w-0 desktop:h-80" aria-hidden="true" data-market-chart>
      <Canvas points={points} seriesName={seriesName} locale={locale} />
    </div>
  );
}
