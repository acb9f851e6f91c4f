import { belgianLocale } from "./locale";

/** A file's size as its reader writes it: "512 kB", fr "512 ko", "1,3 MB" (1 kB = 1024 bytes, at least 1). */
export function formatFileSize(bytes: number, locale: string): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(belgianLocale(locale), {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)));
}
