import { setRequestLocale } from "next-intl/server";
import { DemandRegisterView } from "@/components/forms/demand-register-view";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import { demandRegisterMetadata, loadDemandRegister } from "@/lib/pages/demand-register";

// The demand register opened from a mailed link (?confirm=…, ?search=…): drawn per request. The proxy
// sends such visits here; the address stays the register's own.

export async function generateMetadata({ params }: QueryPageProps) {
  return demandRegisterMetadata((await params).locale);
}

export default async function KeepMeInformedLink({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DemandRegisterView locale={locale} view={await loadDemandRegister(locale, await searchParams)} />;
}
