import { setRequestLocale } from "next-intl/server";
import { DemandRegisterView } from "@/components/forms/demand-register-view";
import type { Locale } from "@/lib/i18n/locales";
import { demandRegisterMetadata, loadDemandRegister } from "@/lib/pages/demand-register";

// The demand register, "keep me informed": drawn on its first request (its property types come from
// the database, which the build never opens), then served from cache. A mailed link's visit is drawn
// per request on ./link/ (see proxy.ts).
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  return demandRegisterMetadata((await params).locale);
}

export default async function KeepMeInformed({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DemandRegisterView locale={locale} view={await loadDemandRegister(locale)} />;
}
