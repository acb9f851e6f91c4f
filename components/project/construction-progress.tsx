import { formatDate } from "@/lib/rules";
import type { ProjectDetail } from "@/lib/types/project";

/** The works of a project, newest first, each with its date and how far it has come. */
export function ConstructionProgress({
  constructions,
  label,
}: {
  constructions: ProjectDetail["constructions"];
  /** What a screen reader says of a bar ("75 % complete"). */
  label: (progress: number) => string;
}) {
  return (
    <ol className="mt-3 space-y-3">
      {constructions.map((c) => (
        <li key={c.id} className="rounded-lg border border-brand-100 bg-white p-3">
          <p className="flex justify-between gap-4">
            <span className="font-medium">{c.title}</span>
            <time dateTime={c.date.slice(0, 10)} className="text-sm text-slate-700">
              {formatDate(c.date)}
            </time>
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded bg-brand-100"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={c.progress}
            aria-label={label(c.progress)}
          >
            <span className="block h-full bg-brand-700" style={{ width: `${c.progress}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
