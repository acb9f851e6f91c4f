import { getTranslations } from "next-intl/server";
import { DocumentList, PageSection } from "@/components/layout/page-parts";
import { MediaPlayer } from "@/components/media/media-player";
import type { PropertyPageModel } from "@/lib/property/page-model";
import type { PropertyDetail } from "@/lib/types/property";

/** The documents, the video and the virtual tour, each when the property has one. */
export async function MediaSections({ property: p, model }: { property: PropertyDetail; model: PropertyPageModel }) {
  const t = await getTranslations("Property");
  return (
    <>
      {p.documents.length > 0 && (
        <PageSection id="documents" title={t("documents")} className="mt-10 print:hidden">
          <DocumentList documents={p.documents} requestHref={() => "#document-request"} />
        </PageSection>
      )}
      {model.video && (
        <PageSection id="video" title={t("video")} className="mt-10 print:hidden">
          <div className="mt-3">
            <MediaPlayer
              media={{ kind: "video", video: model.video }}
              title={`${t("video")}: ${p.title}`}
              openLabel={t("watchVideo")}
            />
          </div>
        </PageSection>
      )}
      {model.tour && (
        <PageSection id="tour" title={t("tour")} className="mt-10 print:hidden">
          <div className="mt-3">
            <MediaPlayer
              media={{ kind: "tour", url: model.tour }}
              title={`${t("tour")}: ${p.title}`}
              openLabel={t("openTour")}
            />
          </div>
        </PageSection>
      )}
    </>
  );
}
