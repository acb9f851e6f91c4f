import type { LayerTexts } from "@/lib/consent/texts";
import { FIRST_LAYER_ID, type ConsentAction } from "./consent-gate";

const buttons = [
  ["accept-all", "acceptAll"],
  ["reject-all", "rejectAll"],
  ["preferences", "preferences"],
] as const satisfies readonly (readonly [ConsentAction, keyof LayerTexts])[];

/**
 * The consent dialog's first screen, drawn with the page so it paints with it; shown only while <html>
 * has the class that the inline gate right after it sets (consent-gate.ts). Its buttons act through that gate's click
 * listener, so a click made before the library or React has loaded is kept. A fixed box: no layout shift.
 */
export function FirstLayer({
  policyHref,
  texts,
  revised,
}: {
  policyHref: string;
  texts: LayerTexts;
  revised: boolean;
}) {
  return (
    <div
      id={FIRST_LAYER_ID}
      role="dialog"
      aria-modal="true"
      aria-labelledby="consent-title"
      aria-describedby="consent-description"
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-40 hidden max-h-[85vh] overflow-y-auto border-t border-slate-300 bg-white p-4 text-slate-900 shadow-[0_-4px_16px_rgb(0_0_0/0.15)] in-[.consent-ask]:block tablet:bottom-4 tablet:left-4 tablet:max-w-xl tablet:rounded-lg tablet:border"
    >
      <h2 id="consent-title" className="text-lg font-semibold text-brand-900">
        {texts.title}
      </h2>
      <p id="consent-description" className="mt-2 text-sm leading-relaxed">
        {revised && <strong>{texts.revisionMessage} </strong>}
        {texts.description}{" "}
        <a href={policyHref} className="text-brand-700 underline">
          {texts.policyLink}
        </a>
      </p>
      <div className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-2">
        {buttons.map(([action, label]) => (
          <button
            key={action}
            type="button"
            data-consent-action={action}
            className="rounded-md bg-brand-900 px-3 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {texts[label]}
          </button>
        ))}
      </div>
    </div>
  );
}
