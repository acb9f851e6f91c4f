import type { MarketTexts } from "@/lib/market/texts";

// The asking price against q1, median and q3, drawn on the server as an SVG in percent of its width (no
// viewBox), so its words keep their size on a phone. Screen readers get the whole scale as one sentence.

const pct = (at: number) => `${(at * 100).toFixed(2)}%`;

/** Keeps the asking price's label inside the graphic near its ends. */
const anchor = (at: number) => (at < 0.15 ? "start" : at > 0.85 ? "end" : "middle");

export function MarketScale({ scale }: { scale: NonNullable<MarketTexts["scale"]> }) {
  const { price } = scale;
  return (
    <svg
      role="img"
      aria-label={scale.label}
      width="100%"
      height="84"
      className="mt-4 block overflow-visible"
      data-market-scale
    >
      <title>{scale.label}</title>
      <text x={pct(price.at)} y="12" textAnchor={anchor(price.at)} className="fill-brand-900 text-xs font-semibold">
        {`${price.name} ${price.value}`}
      </text>
      <rect x="0" y="28" width="100%" height="10" rx="5" className="fill-brand-100" />
      <rect x="25%" y="28" width="50%" height="10" className="fill-brand-700" />
      {scale.marks.map((mark) => (
        <g key={mark.key}>
          <line x1={pct(mark.at)} x2={pct(mark.at)} y1="24" y2="42" className="stroke-brand-900" strokeWidth="2" />
          <text x={pct(mark.at)} y="58" textAnchor="middle" className="fill-slate-700 text-xs">
            {mark.name}
          </text>
          <text x={pct(mark.at)} y="74" textAnchor="middle" className="fill-brand-900 text-xs font-semibold">
            {mark.value}
          </text>
        </g>
      ))}
      <line x1={pct(price.at)} x2={pct(price.at)} y1="17" y2="44" className="stroke-accent-700" strokeWidth="3" />
      <circle
        cx={pct(price.at)}
        cy="33"
        r="7"
        className="fill-accent-700 stroke-white"
        strokeWidth="2"
        data-price-mark
      />
    </svg>
  );
}
