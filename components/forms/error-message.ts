import { useTranslations } from "next-intl";
import type { ErrorKey } from "@/lib/forms/fields";

/** The text of an error key in the page's language; a key the messages lack reads as "required". */
export function useErrorMessage(): (key: ErrorKey) => string {
  const t = useTranslations("Forms.errors");
  return (key) => (t.has(key) ? t(key) : t("required"));
}
