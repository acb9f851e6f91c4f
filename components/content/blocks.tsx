import type { Block } from "@/lib/types/content";

/** A stored page body: paragraphs, subheadings (h2) and bullet lists. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-800">
      {blocks.map((block, i) =>
        "h" in block ? (
          <h2 key={i} className="pt-2 text-xl font-semibold text-brand-900">
            {block.h}
          </h2>
        ) : "ul" in block ? (
          <ul key={i} className="list-disc space-y-1 pl-6">
            {block.ul.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.p}</p>
        ),
      )}
    </div>
  );
}
