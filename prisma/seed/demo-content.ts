import type { PrismaClient } from "@/lib/generated/prisma/client";
import { locales } from "@/lib/i18n/locales";
import { slugify } from "@/lib/rules";
import { demoArticles } from "./data/articles";
import { demoPages } from "./data/pages";
import { demoTestimonials } from "./data/testimonials";
import type { Localized } from "./data/types";
import { daysAgo, perLocale } from "./demo-common";

const siteTexts = {
  title: {
    en: "Atrium Immo, estate agent in Brussels, Flanders and Wallonia",
    nl: "Atrium Immo, vastgoedmakelaar in Brussel, Vlaanderen en Wallonië",
    fr: "Atrium Immo, agence immobilière à Bruxelles, en Flandre et en Wallonie",
    de: "Atrium Immo, Immobilienmakler in Brüssel, Flandern und der Wallonie",
  },
  description: {
    en: "Houses and apartments for sale and for rent in Brussels, Flanders and Wallonia, new-build projects, life annuity sales and a free valuation of your property.",
    nl: "Woningen en appartementen te koop en te huur in Brussel, Vlaanderen en Wallonië, nieuwbouwprojecten, lijfrenteverkopen en een gratis schatting van uw eigendom.",
    fr: "Maisons et appartements à vendre et à louer à Bruxelles, en Flandre et en Wallonie, projets neufs, ventes en viager et estimation gratuite de votre bien.",
    de: "Häuser und Wohnungen zum Kauf und zur Miete in Brüssel, Flandern und der Wallonie, Neubauprojekte, Leibrentenverkäufe und eine kostenlose Bewertung Ihrer Immobilie.",
  },
} satisfies Record<string, Localized>;

/** Pages, articles, testimonials and the site's metadata, in four languages. */
export async function seedContent(prisma: PrismaClient, now: Date): Promise<void> {
  const pages = demoPages.map((page) => ({ ...page, kind: "PAGE" as const, daysAgo: 30 }));
  for (const item of [...pages, ...demoArticles]) {
    // Blog posts keep their English slug in every language; pages and values get a localized one.
    const slugOf = (title: string) => (item.kind === "BLOG_POST" ? item.key : slugify(title));
    await prisma.content.create({
      data: {
        kind: item.kind,
        key: item.key,
        publishedAt: daysAgo(now, item.daysAgo),
        translations: {
          create: perLocale(item.title).map(({ locale, value }) => ({
            locale,
            slug: slugOf(value),
            title: value,
            description: item.description[locale],
            body: item.body[locale],
          })),
        },
      },
    });
  }
  for (const t of demoTestimonials) {
    await prisma.testimonial.create({
      data: {
        name: t.name,
        rating: t.rating,
        originalLocale: t.originalLocale,
        postedAt: daysAgo(now, t.daysAgo),
        postedBy: "agency",
        approved: true,
        translations: {
          create: perLocale(t.opinion).map(({ locale, value }) => ({
            locale,
            opinion: value,
            aboutYou: t.aboutYou[locale],
          })),
        },
      },
    });
  }
  await prisma.siteMetadata.createMany({
    data: locales.map((locale) => ({
      locale,
      title: siteTexts.title[locale],
      description: siteTexts.description[locale],
      image: "/media/properties/atr-2001/1.webp",
    })),
  });
}
