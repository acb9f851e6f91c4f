import type { Metadata } from "next";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { consentGateScript } from "@/components/consent/consent-gate";
import { ConsentManager } from "@/components/consent/consent-manager";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { config } from "@/lib/config";
import { consentSettings } from "@/lib/consent/settings";
import { layerTexts } from "@/lib/consent/texts";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { routing } from "@/lib/i18n/routing";
import "../globals.css";

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    metadataBase: new URL(config.siteUrl),
    title: { default: t("title"), template: t("titleTemplate") },
    description: t("description"),
    openGraph: { siteName: t("siteName"), locale, type: "website" },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  // Client components only need these namespaces; the rest stays on the server.
  const clientMessages = { Header: messages.Header, Error: messages.Error };
  const consentTexts = await layerTexts(locale, consentSettings().consentDays);
  return (
    // The consent gate's inline script sets a class on <html> before React hydrates (consent-gate.ts).
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <NextIntlClientProvider messages={clientMessages}>
          {/* First in the body: parsed and painted with the page's first frame, not with a later chunk. */}
          <ConsentManager locale={locale} policyHref={buildPath("/cookie-policy", locale)} texts={consentTexts} />
          <script dangerouslySetInnerHTML={{ __html: consentGateScript() }} />
          <Header />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
            {children}
          </main>
          <Footer />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
