import type { IntlError } from "next-intl";
import { log } from "@/lib/log.mjs";

// A missing translation shows its key (spec §4) instead of breaking the page.
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

export function reportIntlError(error: IntlError): void {
  if (error.code !== "MISSING_MESSAGE") log.error({ event: "intl.error", code: error.code }, error.message);
}
