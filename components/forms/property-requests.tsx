import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/layout/page-parts";
import { ClientMessages, type MessagePath } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { PropertyPageFormNear, VisitCalendarNear } from "./forms-near";
import { FormsNeedScript } from "./forms-need-script";

interface Props {
  locale: Locale;
  propertyId: number;
  /** The property is on the market: visits can be booked in the calendar. */
  bookable: boolean;
  /** Visits can be asked for (not for a sold or rented property). */
  visits: boolean;
  /** Documents sent by e-mail on request. */
  documents: { id: number; title: string }[];
  /** Still on the market: a drop, an option, a sale or a rental are still to come, so it can be watched. */
  watchable: boolean;
}

/** The forms under a property: visit booking, document request, visit or information request, send to a friend, watch. */
export async function PropertyRequests({ locale, propertyId, bookable, visits, documents, watchable }: Props) {
  const [t, appointments, watch] = await Promise.all([
    getTranslations({ locale, namespace: "PropertyForms" }),
    getTranslations({ locale, namespace: "Appointments" }),
    getTranslations({ locale, namespace: "Watch" }),
  ]);
  const namespaces: MessagePath[] = [
    "Forms",
    "PropertyForms",
    ...(bookable ? (["Appointments"] as const) : []),
    ...(watchable ? (["Watch"] as const) : []),
  ];
  return (
    <ClientMessages namespaces={namespaces}>
      <FormsNeedScript locale={locale} />
      {bookable && (
        <PageSection id="book-visit" title={appointments("title")} className="mt-12 scroll-mt-4 print:hidden">
          <p className="mt-1 text-slate-700">{appointments("intro")}</p>
          <div className="mt-4">
            <VisitCalendarNear propertyId={propertyId} />
          </div>
        </PageSection>
      )}
      {documents.length > 0 && (
        <PageSection id="document-request" title={t("documentsTitle")} className="mt-12 scroll-mt-4 print:hidden">
          <div className="mt-4 max-w-3xl">
            <PropertyPageFormNear
              form="document"
              propertyId={propertyId}
              documents={documents.map((d) => [String(d.id), d.title])}
            />
          </div>
        </PageSection>
      )}
      <div className="mt-12 grid gap-10 desktop:grid-cols-2 print:hidden">
        <PageSection id="property-request" title={t("requestTitle")} className="scroll-mt-4">
          <span id="visit-request" />
          <span id="more-info" />
          <div className="mt-4">
            <PropertyPageFormNear form="request" propertyId={propertyId} visits={visits} />
          </div>
        </PageSection>
        <PageSection id="send-to-friend" title={t("friendTitle")} className="scroll-mt-4">
          <div className="mt-4">
            <PropertyPageFormNear form="friend" propertyId={propertyId} />
          </div>
        </PageSection>
        {watchable && (
          <PageSection id="watch" title={watch("title")} className="scroll-mt-4">
            <p className="mt-1 text-slate-700">{watch("intro")}</p>
            <div className="mt-4">
              <PropertyPageFormNear form="watch" propertyId={propertyId} />
            </div>
          </PageSection>
        )}
      </div>
    </ClientMessages>
  );
}
