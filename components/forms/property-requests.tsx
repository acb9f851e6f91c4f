import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/layout/page-parts";
import type { Locale } from "@/lib/i18n/locales";
import { contactPersonLabels } from "./contact-person-labels";
import { formTexts } from "./form-texts";
import { DocumentRequestForm, PropertyRequestForm, SendToFriendForm } from "./property-forms";
import { VisitCalendar } from "./visit-calendar";

interface Props {
  locale: Locale;
  propertyId: number;
  /** The property is on the market: visits can be booked in the calendar. */
  bookable: boolean;
  /** Visits can be asked for (not for a sold or rented property). */
  visits: boolean;
  /** Documents sent by e-mail on request. */
  documents: { id: number; title: string }[];
}

/** The forms under a property: visit booking, document request, visit or information request, send to a friend. */
export async function PropertyRequests({ locale, propertyId, bookable, visits, documents }: Props) {
  const [pf, fl, ap, texts, labels] = await Promise.all([
    getTranslations("PropertyForms"),
    getTranslations("Forms"),
    getTranslations("Appointments"),
    formTexts(),
    contactPersonLabels(locale),
  ]);
  return (
    <>
      {bookable && (
        <PageSection id="book-visit" title={ap("title")} className="mt-12 scroll-mt-4 print:hidden">
          <p className="mt-1 text-slate-700">{ap("intro")}</p>
          <div className="mt-4">
            <VisitCalendar
              locale={locale}
              propertyId={propertyId}
              person={labels}
              texts={texts}
              labels={{
                title: ap("title"),
                loading: ap("loading"),
                unavailable: ap("unavailable"),
                none: ap("none"),
                full: ap("full"),
                fullSlot: ap("fullSlot"),
                places: ap.raw("places") as string,
                chosen: ap.raw("chosen") as string,
                choose: ap("choose"),
                days: ap("days"),
                book: ap("book"),
              }}
            />
          </div>
        </PageSection>
      )}
      {documents.length > 0 && (
        <PageSection id="document-request" title={pf("documentsTitle")} className="mt-12 scroll-mt-4 print:hidden">
          <div className="mt-4 max-w-3xl">
            <DocumentRequestForm
              locale={locale}
              propertyId={propertyId}
              documents={documents.map((d) => [String(d.id), d.title])}
              texts={texts}
              labels={labels}
              title={pf("documentsTitle")}
              documentLabel={pf("document")}
            />
          </div>
        </PageSection>
      )}
      <div className="mt-12 grid gap-10 desktop:grid-cols-2 print:hidden">
        <PageSection id="property-request" title={pf("requestTitle")} className="scroll-mt-4">
          <span id="visit-request" />
          <span id="more-info" />
          <div className="mt-4">
            <PropertyRequestForm
              locale={locale}
              propertyId={propertyId}
              visits={visits}
              texts={texts}
              labels={labels}
              title={pf("requestTitle")}
              requestLabels={{ legend: pf("requestType"), visit: pf("visit"), info: pf("info") }}
            />
          </div>
        </PageSection>
        <PageSection id="send-to-friend" title={pf("friendTitle")} className="scroll-mt-4">
          <div className="mt-4">
            <SendToFriendForm
              locale={locale}
              propertyId={propertyId}
              texts={texts}
              labels={{
                ...labels,
                friendFirstName: fl("labels.friendFirstName"),
                friendLastName: fl("labels.friendLastName"),
                friendEmail: fl("labels.friendEmail"),
              }}
              title={pf("friendTitle")}
              headings={{ you: pf("yourDetails"), friend: pf("friendDetails") }}
            />
          </div>
        </PageSection>
      </div>
    </>
  );
}
