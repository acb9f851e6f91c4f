import path from "node:path";
import type { Owner, PrismaClient, TeamMember } from "@/lib/generated/prisma/client";
import { energyLabel, MARQUEE, regionOfZip, slugify } from "@/lib/rules";
import { categoryOfKind } from "./categories";
import { demoProperties } from "./data/properties";
import type { DemoProperty, Localized } from "./data/types";
import { daysAgo, perLocale } from "./demo-common";
import { documentedRefs, propertyDetails } from "./details";
import { listingPhotos } from "./images";
import { writePdf } from "./pdf";
import { createRandom } from "./random";

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
interface Links {
  team: TeamMember[];
  owners: Owner[];
  projectIds: Map<string, number>;
}

/** The demo listings, each with its photos, documents and translations. */
export async function seedProperties(
  prisma: PrismaClient,
  dirs: { publicDir: string; documentDir: string },
  now: Date,
  { team, owners, projectIds }: Links,
): Promise<void> {
  const { publicDir, documentDir } = dirs;
  const random = createRandom(2026);
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
}
