import path from "node:path";
import type { PrismaClient, TeamMember } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { config } from "@/lib/config";
import { locales } from "@/lib/i18n/locales";
import { energyLabel, MARQUEE, regionOfZip, slugify } from "@/lib/rules";
import { categories, categoryOfKind } from "./categories";
import { demoArticles } from "./data/articles";
import { demoPages } from "./data/pages";
import { demoProjects } from "./data/projects";
import { demoProperties } from "./data/properties";
import { demoTeam } from "./data/team";
import { demoTestimonials } from "./data/testimonials";
import type { DemoProperty, Localized } from "./data/types";
import { documentedRefs, propertyDetails } from "./details";
import { listingPhotos, portraitPhoto, unitPlan } from "./images";
import { writePdf } from "./pdf";
import { createRandom } from "./random";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const perLocale = <T>(value: Localized<T>) => locales.map((locale) => ({ locale, value: value[locale] }));

export const siteTexts = {
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

function marqueeOf(p: DemoProperty): number {
  if (p.status === "SOLD") return MARQUEE.SOLD;
  if (p.status === "RENTED") return MARQUEE.RENTED;
  if (p.projectRef) return MARQUEE.NEW_FOR_SALE;
  return p.goal === 0 ? MARQUEE.FOR_SALE : MARQUEE.FOR_RENT;
}

/** A one-page plan of a listing, for its documents. */
function planPdf(publicDir: string, p: DemoProperty): { url: string; sizeBytes: number } {
  const rel = `media/properties/${p.ref.toLowerCase()}/plan.pdf`;
  const sizeBytes = writePdf(path.join(publicDir, rel), `${p.ref} ${p.title.en}`, [
    `${p.livingArea ?? "-"} m2, ${p.bedrooms ?? 0} bedroom(s)`,
    `${p.street ?? ""} ${p.houseNumber ?? ""}, ${p.zip} ${p.city}`,
  ]);
  return { url: `/${rel}`, sizeBytes };
}

/** An EPC certificate sent by e-mail on request: written outside public/, named by the file only. */
function privateCertificate(documentDir: string, p: DemoProperty, locale: string, title: string): string {
  const file = `epc-${p.ref.toLowerCase()}-${locale}.pdf`;
  writePdf(path.join(documentDir, file), `${title} ${p.ref}`, [
    `${p.street ?? ""} ${p.houseNumber ?? ""}, ${p.zip} ${p.city}`,
    `${p.epcKwh} kWh/m2`,
  ]);
  return file;
}

const documentTitles: Record<"plan" | "epc", Localized> = {
  plan: { en: "Floor plan", nl: "Grondplan", fr: "Plan", de: "Grundriss" },
  epc: { en: "EPC certificate", nl: "EPC-attest", fr: "Certificat PEB", de: "Energieausweis" },
};

const rentUnitText: Localized = { en: "/ month", nl: "/ maand", fr: "/ mois", de: "/ Monat" };

/** Fills an empty database with the demo agency. `publicDir` receives the generated media. */
export async function seedDemo(
  prisma: PrismaClient,
  publicDir: string,
  now = new Date(),
  documentDir = config.documentDir,
): Promise<void> {
  const random = createRandom(2026);

  await prisma.category.createMany({
    data: categories.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, webId: c.webId })),
  });
  await prisma.categoryTranslation.createMany({
    data: categories.flatMap((c) =>
      perLocale(c.names).map(({ locale, value }) => ({ categoryId: c.id, locale, name: value })),
    ),
  });

  const team: TeamMember[] = [];
  for (const [position, member] of demoTeam.entries()) {
    const photoUrl = await portraitPhoto(publicDir, member.slug, `${member.firstName[0]}${member.lastName[0]}`, [
      "#e7dfd3",
      "#44546a",
    ]);
    team.push(
      await prisma.teamMember.create({
        data: {
          slug: member.slug,
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          phone: member.phone,
          photoUrl,
          position,
          translations: {
            create: perLocale(member.role).map(({ locale, value }) => ({
              locale,
              role: value,
              bio: member.bio[locale],
            })),
          },
        },
      }),
    );
  }

  const passwordHash = await hashPassword("atrium-demo-2026");
  const owners = await Promise.all(
    [
      {
        username: "owner.dupont",
        email: "anne.dupont@owner.example",
        firstName: "Anne",
        lastName: "Dupont",
        locale: "fr" as const,
      },
      {
        username: "owner.peeters",
        email: "jan.peeters@owner.example",
        firstName: "Jan",
        lastName: "Peeters",
        locale: "nl" as const,
      },
    ].map((owner, i) =>
      prisma.owner.create({ data: { ...owner, passwordHash, managerId: team[i % team.length]!.id } }),
    ),
  );

  const projectIds = new Map<string, number>();
  for (const project of demoProjects) {
    const folder = `projects/${project.ref.toLowerCase()}`;
    const photos = await listingPhotos(publicDir, folder, project.photoPalette, project.photoCount ?? 4);
    const plansOf = async (u: (typeof project.units)[number]) => {
      if (!project.plans) return [];
      const image = await unitPlan(publicDir, folder, u);
      const plans = [{ title: `${u.ref}`, url: image.url, isPdf: false }];
      if (project.plans === "image-and-pdf") {
        const rel = `media/${folder}/plan-${u.ref.toLowerCase()}.pdf`;
        writePdf(path.join(publicDir, rel), `${u.ref}`, [
          `${u.surface} m2, ${u.bedrooms} bedroom(s), floor ${u.floor}`,
          `${project.street} ${project.houseNumber}, ${project.zip} ${project.city}`,
        ]);
        plans.push({ title: `${u.ref} (PDF)`, url: `/${rel}`, isPdf: true });
      }
      return plans;
    };
    const unitPlans = await Promise.all(project.units.map(plansOf));
    const created = await prisma.project.create({
      data: {
        number: project.ref,
        status: project.status,
        deliveryDate: new Date(project.deliveryDate),
        street: project.street,
        houseNumber: project.houseNumber,
        zip: project.zip,
        city: project.city,
        citySlug: slugify(project.city),
        latitude: project.lat,
        longitude: project.lng,
        managerId: team[1]?.id,
        translations: {
          create: perLocale(project.name).map(({ locale, value }) => ({
            locale,
            name: value,
            slug: slugify(value),
            description: project.description[locale],
            situation: project.situation[locale],
            technical: project.technical[locale],
          })),
        },
        photos: { create: photos.map((photo, position) => ({ position, ...photo })) },
        constructions: {
          create: project.constructions.map((c) => ({
            date: new Date(c.date),
            progress: c.progress,
            titles: { create: perLocale(c.title).map(({ locale, value }) => ({ locale, title: value })) },
          })),
        },
        documents: {
          create: project.documents.flatMap((doc) =>
            perLocale(doc.title).map(({ locale, value }) => {
              const rel = `media/projects/${project.ref.toLowerCase()}/${locale}-${doc.file}`;
              const sizeBytes = writePdf(path.join(publicDir, rel), value, [
                project.name[locale],
                `${project.street} ${project.houseNumber}, ${project.zip} ${project.city}`,
              ]);
              return { locale, title: value, url: `/${rel}`, sizeBytes };
            }),
          ),
        },
        units: {
          create: project.units.map((u, i) => ({
            reference: u.ref,
            floor: u.floor,
            surface: u.surface,
            bedrooms: u.bedrooms,
            price: u.price,
            status: u.status,
            plans: { create: unitPlans[i] },
          })),
        },
      },
    });
    projectIds.set(project.ref, created.id);
  }

  for (const [index, p] of demoProperties.entries()) {
    const region = regionOfZip(p.zip);
    const photos = await listingPhotos(publicDir, `properties/${p.ref.toLowerCase()}`, p.photoPalette, 4);
    const forRent = p.goal !== 0;
    const owner = index < 3 ? owners[0] : index < 5 ? owners[1] : undefined;
    await prisma.property.create({
      data: {
        reference: p.ref,
        goal: p.goal,
        status: p.status,
        marquee: marqueeOf(p),
        categoryId: categoryOfKind[p.kind],
        projectId: p.projectRef ? projectIds.get(p.projectRef) : undefined,
        isNewBuild: Boolean(p.projectRef),
        managerId: team[index % team.length]!.id,
        ownerId: owner?.id,
        publishAddress: p.publishAddress,
        street: p.street,
        houseNumber: p.houseNumber,
        boxNr: p.box,
        zip: p.zip,
        city: p.city,
        citySlug: slugify(p.city),
        latitude: p.lat,
        longitude: p.lng,
        price: p.price,
        priceOnDemand: p.priceOnDemand ?? false,
        priceUnit: forRent ? 1 : null,
        monthlyRent: forRent ? p.price : null,
        chargesRenter: forRent ? p.charges : null,
        chargesOwner: forRent ? null : p.charges,
        depositAmount: forRent ? p.price * 3 : null,
        cadastralIncome: p.cadastralIncome,
        bedrooms: p.bedrooms,
        bathrooms: p.bathrooms,
        toilets: p.toilets,
        livingArea: p.livingArea,
        plotArea: p.plotArea,
        terraceArea: p.terraceArea,
        gardenArea: p.gardenArea,
        floors: p.floors,
        floor: p.floor,
        facades: p.facades,
        garages: p.garages,
        parkings: p.parkings,
        constructionYear: p.constructionYear,
        renovationYear: p.renovationYear,
        interiorCondition: p.condition,
        exteriorCondition: p.condition,
        heating: p.heating,
        epcTotal: p.epcKwh > 0 ? p.epcKwh : null,
        epcLabel: p.epcKwh > 0 && region ? energyLabel(p.epcKwh, region) : null,
        co2Emission: p.co2,
        epcUniqueCode: p.epcKwh > 0 ? `${20240000 + index * 137}-${p.ref.slice(4)}` : null,
        energyCertificateEndsAt: p.epcKwh > 0 ? new Date(Date.UTC(2033, index % 12, 1 + (index % 27))) : null,
        hasLift: p.flags.lift,
        hasCellar: p.flags.cellar,
        hasAttic: p.flags.attic,
        isFurnished: p.flags.furnished,
        hasPool: p.flags.pool,
        hasGarden: p.flags.garden ?? Boolean(p.gardenArea),
        hasTerrace: p.flags.terrace ?? Boolean(p.terraceArea),
        hasGarage: p.flags.garage ?? Boolean(p.garages),
        hasParking: p.flags.parking ?? Boolean(p.parkings),
        gardenOrientation: p.gardenOrientation,
        terraceOrientation: p.terraceOrientation,
        contractType: p.viager ? "LIFE_ANNUITY" : forRent ? "MAIN_RESIDENCE_9_YEARS" : "SALE",
        availability: forRent ? "FROM_DATE" : "AT_DEED",
        availableFrom: forRent ? daysAgo(now, -30 - (index % 60)) : null,
        isFloodZone: false,
        floodPScore: region === "flanders" ? "A" : null,
        floodGScore: region === "flanders" ? "A" : null,
        hasPermit: p.kind !== "building-land" ? true : null,
        hasSummons: false,
        hasPreemptiveRights: false,
        judicialDecision: "NONE",
        mobiscorePublicTransport: region === "brussels" ? 9.1 : 6 + random.next() * 3,
        mobiscoreEducation: 6 + random.next() * 4,
        mobiscoreShops: 5 + random.next() * 5,
        mobiscoreLeisure: 5 + random.next() * 5,
        mobiscoreHealth: 5 + random.next() * 5,
        mobiscoreEnvironment: 4 + random.next() * 6,
        mobiscoreNearby: 5 + random.next() * 5,
        viagerType: p.viager?.type,
        viagerHead1Age: p.viager?.head1.age,
        viagerHead1Sex: p.viager?.head1.sex,
        viagerHead2Age: p.viager?.head2?.age,
        viagerHead2Sex: p.viager?.head2?.sex,
        viagerBouquet: p.viager?.bouquet,
        viagerMonthlyRent: p.viager?.monthlyRent,
        viagerSurvivorRent: p.viager?.survivorRent,
        viagerIndexed: p.viager?.indexed,
        viagerMaxDurationYears: p.viager?.maxDurationYears,
        ...propertyDetails(p, index, region!),
        documents: documentedRefs.includes(p.ref)
          ? {
              create: perLocale(documentTitles.plan).flatMap(({ locale, value }) => [
                { locale, title: value, ...planPdf(publicDir, p) },
                {
                  locale,
                  title: documentTitles.epc[locale],
                  url: privateCertificate(documentDir, p, locale, documentTitles.epc[locale]),
                  requestOnly: true,
                },
              ]),
            }
          : undefined,
        publishedAt: daysAgo(now, p.daysAgoPublished),
        translations: {
          create: perLocale(p.title).map(({ locale, value }) => ({
            locale,
            title: value,
            slug: slugify(value),
            description: p.description[locale],
            priceUnitText: forRent ? rentUnitText[locale] : null,
          })),
        },
        photos: { create: photos.map((photo, position) => ({ position, ...photo })) },
      },
    });
  }

  await seedOwnerActivity(prisma, now);
  await seedVisitSlots(prisma, now);

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

/** 90 days of page visits and portal events for the owners' properties. */
async function seedOwnerActivity(prisma: PrismaClient, now: Date): Promise<void> {
  const random = createRandom(90);
  const owned = await prisma.property.findMany({ where: { ownerId: { not: null } }, select: { id: true } });
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await prisma.propertyPageView.createMany({
    data: owned.flatMap(({ id }) =>
      Array.from({ length: 90 }, (_, d) => ({
        propertyId: id,
        day: daysAgo(today, d),
        views: Math.max(0, Math.round(25 - d / 6 + random.int(-6, 12))),
      })),
    ),
  });
  const subjects = ["Visit request", "More information", "Price question", "Document request"];
  await prisma.ownerPortalEvent.createMany({
    data: owned.flatMap(({ id }) =>
      Array.from({ length: 14 }, (_, i) => {
        const type = (["COMMUNICATION", "CALENDAR_VISIT", "ONLINE_MEDIA"] as const)[i % 3]!;
        return {
          propertyId: id,
          occurredAt: daysAgo(now, i * 6 + random.int(0, 4)),
          type,
          contact:
            type === "ONLINE_MEDIA" ? null : random.pick(["L. Martin", "S. De Smet", "K. Wouters", "A. Lambert"]),
          subject:
            type === "ONLINE_MEDIA"
              ? random.pick(["Immoweb", "Zimmo", "Facebook", "Newsletter"])
              : random.pick(subjects),
          status: type === "CALENDAR_VISIT" ? "done" : "handled",
          source: type === "COMMUNICATION" ? "website" : type === "ONLINE_MEDIA" ? "portal" : "agent",
        };
      }),
    ),
  });
}

/** Visit slots on weekdays for the next two weeks, for every available property. */
async function seedVisitSlots(prisma: PrismaClient, now: Date): Promise<void> {
  const available = await prisma.property.findMany({ where: { status: "AVAILABLE" }, select: { id: true } });
  const slots = [];
  for (const { id } of available) {
    for (let d = 1; d <= 14; d++) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + d));
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      for (const hour of [9, 11, 14, 16]) {
        const startsAt = new Date(day.getTime() + (hour - 1) * 60 * 60 * 1000);
        slots.push({ propertyId: id, startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60 * 1000), capacity: 2 });
      }
    }
  }
  await prisma.appointmentSlot.createMany({ data: slots });
}
