import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messageFallback, reportIntlError } from "@/lib/i18n/fallback";

describe("a translation missing at run time", () => {
  it("shows its key, with the namespace, instead of failing", () => {
    const messages = { Home: { title: "Accueil" } };
    const t = createTranslator({
      locale: "fr",
      messages,
      getMessageFallback: messageFallback,
      onError: reportIntlError,
    });
    expect(t("Home.title")).toBe("Accueil");
    // @ts-expect-error: the key is missing on purpose
    expect(t("Home.subtitle")).toBe("Home.subtitle");
    const scoped = createTranslator({
      locale: "fr",
      messages,
      namespace: "Home",
      getMessageFallback: messageFallback,
      onError: reportIntlError,
    });
    // @ts-expect-error: the key is missing on purpose
    expect(scoped("nope")).toBe("Home.nope");
  });
});
