import { getTranslations } from "next-intl/server";
import { ProjectContact } from "@/components/forms/project-contact";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import {
  directionsUrl,
  DocumentList,
  EmptyState,
  ExternalLink,
  LocalizedText,
  PageSection,
} from "@/components/layout/page-parts";
import { LocationMap } from "@/components/map/location-map";
import { Gallery, type GalleryItem } from "@/components/media/gallery";
import { ContactBar } from "@/components/property/contact-bar";
import { ManagerCard } from "@/components/property/manager-card";
import { config } from "@/lib/config";
import { isSoldOut } from "@/lib/domain";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { displayPrice, formatLongDate, projectFromPrice } from "@/lib/rules";
import type { ProjectDetail } from "@/lib/types/project";
import { ConstructionProgress } from "./construction-progress";
import { OtherProjects } from "./other-projects";
import { UnitTable } from "./unit-table";

/** A new-build project's page (spec §1, §3, §8): its units' price list, the works' progress, its contact form. */
export async function ProjectPage({ project: p, locale }: { project: ProjectDetail; locale: Locale }) {
  const [t, pt] = await Promise.all([getTranslations("Projects"), getTranslations("Property")]);
  const items: GalleryItem[] = p.photos.map((photo, i) => ({
    kind: "image",
    ...photo,
    alt: pt("photo", { n: i + 1, title: p.name }),
  }));
  return (
    <article>
      <Breadcrumb route="/projects/[slug]/[id]" locale={locale} current={p.name} />
      <header className="flex flex-col gap-2 desktop:flex-row desktop:items-end desktop:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">
            {isSoldOut(p) ? t("soldOut") : t(`status.${p.status}`)}
          </p>
          <h1 className="text-3xl font-bold text-brand-900">{p.name}</h1>
          <p className="mt-1 text-slate-700">{p.address ?? `${p.zip} ${p.city}`}</p>
          <p className="mt-1 text-sm text-slate-700">
            {t("number")} {p.number}
            {p.deliveryDate &&
              ` · ${t("deliveryOn", { status: p.status, date: formatLongDate(p.deliveryDate, locale) })}`}
          </p>
        </div>
        {p.fromPrice !== null && (
          <p className="text-2xl font-bold text-brand-900">{displayPrice(projectFromPrice(p), locale, [])}</p>
        )}
      </header>
      <div className="mt-6">{items.length ? <Gallery items={items} /> : <EmptyState>{t("noPhotos")}</EmptyState>}</div>
      <div className="mt-8 grid grid-cols-1 gap-8 desktop:grid-cols-3">
        <div className="desktop:col-span-2">
          <PageSection id="about" title={t("about")} className="">
            <LocalizedText text={p.description} textLocale={p.descriptionLocale} locale={locale} />
          </PageSection>
          {p.situation && (
            <PageSection id="situation" title={t("situation")} className="mt-8">
              <p className="mt-3 leading-relaxed">{p.situation}</p>
            </PageSection>
          )}
          {p.technical && (
            <PageSection id="technical" title={t("technical")} className="mt-8">
              <p className="mt-3 leading-relaxed">{p.technical}</p>
            </PageSection>
          )}
          <PageSection id="price-list" title={t("priceList")} className="mt-10">
            {p.units.length ? (
              <div className="mt-3">
                <ClientMessages namespaces={["Projects", "Gallery"]}>
                  <UnitTable
                    project={p.name}
                    units={p.units}
                    // A unit without a published price is "on request" while on offer; a sold one shows none.
                    prices={p.units.map((u) =>
                      u.status === "SOLD"
                        ? null
                        : displayPrice({ goal: 0, price: u.price, priceTerms: p.priceTerms }, locale, []),
                    )}
                    links={p.units.map((u) => (u.property ? propertyPath(u.property, locale) : null))}
                  />
                </ClientMessages>
                {/* New builds are sold under VAT: a buyer reads the list's prices before VAT and duties. */}
                <p className="mt-2 text-sm text-slate-700">{t("pricesExclude")}</p>
              </div>
            ) : (
              <EmptyState>{t("noUnits")}</EmptyState>
            )}
          </PageSection>
          <PageSection id="constructions" title={t("constructions")} className="mt-10">
            {p.constructions.length ? (
              <ConstructionProgress constructions={p.constructions} label={(value) => t("progress", { value })} />
            ) : (
              <EmptyState>{t("noConstructions")}</EmptyState>
            )}
          </PageSection>
          <PageSection id="documents" title={t("documents")} className="mt-10">
            {p.documents.length ? (
              <DocumentList documents={p.documents} />
            ) : (
              <EmptyState>{t("noDocuments")}</EmptyState>
            )}
          </PageSection>
          {p.position && (
            <PageSection id="location" title={pt("location")} className="mt-10">
              <div className="mt-3">
                <LocationMap
                  places={[{ ...p.position, exact: true, title: p.name, detail: p.address ?? p.city }]}
                  tiles={config.mapTiles}
                  label={t("projectMapRegion")}
                />
              </div>
              <p className="mt-3">
                <ExternalLink href={directionsUrl(p.position)}>{pt("directions")}</ExternalLink>
              </p>
            </PageSection>
          )}
        </div>
        <aside className="space-y-6">
          {p.manager && (
            <ManagerCard
              manager={p.manager}
              title={t("contactTitle")}
              actions={[{ label: t("contactButton"), href: "#project-contact" }]}
            />
          )}
          {p.externalUrl && (
            <p>
              <ExternalLink href={p.externalUrl}>{t("website")}</ExternalLink>
            </p>
          )}
        </aside>
      </div>
      <PageSection id="project-contact" title={t("contactButton")} className="mt-12 max-w-3xl scroll-mt-4">
        <div className="mt-4">
          <ProjectContact locale={locale} projectId={p.id} title={t("contactButton")} />
        </div>
      </PageSection>
      <OtherProjects id={p.id} locale={locale} />
      {/* On a phone the project's contact stays in reach, as on a property's page; its form is in the page. */}
      {p.manager && <ContactBar manager={p.manager} bookHref={null} />}
    </article>
  );
}
