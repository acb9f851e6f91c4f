import type { PrismaClient } from "@/lib/generated/prisma/client";
import { locales, type Locale } from "@/lib/i18n/locales";
import { energyLabel, MARQUEE, regionOfZip, slugify } from "@/lib/rules";
import { listingPhotos } from "./images";
import { createRandom } from "./random";

// Synthetic listings for benchmarks (npm run db:seed -- --properties 100000), on top of the demo agency.

const towns: [string, string, number, number][] = [
  ["Ixelles", "1050", 50.8275, 4.3697],
  ["Uccle", "1180", 50.8, 4.337],
  ["Schaerbeek", "1030", 50.867, 4.3732],
  ["Etterbeek", "1040", 50.8333, 4.3833],
  ["Anderlecht", "1070", 50.8333, 4.3],
  ["Woluwe-Saint-Lambert", "1200", 50.8467, 4.4294],
  ["Gent", "9000", 51.0543, 3.7174],
  ["Antwerpen", "2000", 51.2194, 4.4025],
  ["Leuven", "3000", 50.8798, 4.7005],
  ["Brugge", "8000", 51.2093, 3.2247],
  ["Mechelen", "2800", 51.0259, 4.4776],
  ["Hasselt", "3500", 50.9307, 5.3325],
  ["Kortrijk", "8500", 50.8279, 3.2649],
  ["Aalst", "9300", 50.9378, 4.0403],
  ["Halle", "1500", 50.7339, 4.2345],
  ["Liège", "4000", 50.6326, 5.5797],
  ["Namur", "5000", 50.4674, 4.8718],
  ["Charleroi", "6000", 50.4108, 4.4446],
  ["Mons", "7000", 50.4542, 3.9567],
  ["Wavre", "1300", 50.7167, 4.6],
  ["Waterloo", "1410", 50.7147, 4.3994],
  ["Louvain-la-Neuve", "1348", 50.6681, 4.6118],
  ["Arlon", "6700", 49.6833, 5.8167],
  ["Tournai", "7500", 50.6056, 3.3878],
];

const kinds: { category: number; name: Record<Locale, string>; sale: [number, number]; rent: [number, number] }[] = [
  {
    category: 11,
    name: { en: "House", nl: "Woning", fr: "Maison", de: "Haus" },
    sale: [240_000, 900_000],
    rent: [1_100, 2_600],
  },
  {
    category: 13,
    name: { en: "Apartment", nl: "Appartement", fr: "Appartement", de: "Wohnung" },
    sale: [180_000, 650_000],
    rent: [750, 1_900],
  },
  {
    category: 12,
    name: { en: "Villa", nl: "Villa", fr: "Villa", de: "Villa" },
    sale: [550_000, 1_600_000],
    rent: [2_200, 4_500],
  },
  {
    category: 15,
    name: { en: "Studio", nl: "Studio", fr: "Studio", de: "Studio" },
    sale: [120_000, 230_000],
    rent: [600, 950],
  },
  {
    category: 21,
    name: { en: "Office", nl: "Kantoor", fr: "Bureau", de: "Büro" },
    sale: [200_000, 1_200_000],
    rent: [900, 6_000],
  },
  {
    category: 41,
    name: { en: "Building land", nl: "Bouwgrond", fr: "Terrain à bâtir", de: "Baugrundstück" },
    sale: [90_000, 400_000],
    rent: [0, 0],
  },
];

const words: Record<
  Locale,
  { bedrooms: string; in: string; body: (kind: string, town: string, rooms: number, area: number) => string }
> = {
  en: {
    bedrooms: "bedrooms",
    in: "in",
    body: (k, t, r, a) => `${k} of ${a} m² in ${t} with ${r} bedrooms, close to shops, schools and public transport.`,
  },
  nl: {
    bedrooms: "slaapkamers",
    in: "in",
    body: (k, t, r, a) =>
      `${k} van ${a} m² in ${t} met ${r} slaapkamers, dicht bij winkels, scholen en openbaar vervoer.`,
  },
  fr: {
    bedrooms: "chambres",
    in: "à",
    body: (k, t, r, a) =>
      `${k} de ${a} m² à ${t} avec ${r} chambres, proche des commerces, des écoles et des transports en commun.`,
  },
  de: {
    bedrooms: "Schlafzimmer",
    in: "in",
    body: (k, t, r, a) =>
      `${k} mit ${a} m² in ${t} mit ${r} Schlafzimmern, nahe Geschäften, Schulen und öffentlichen Verkehrsmitteln.`,
  },
};

export async function seedBulk(
  prisma: PrismaClient,
  publicDir: string,
  count: number,
  now = new Date(),
  onProgress?: (done: number) => void,
): Promise<void> {
  const random = createRandom(100_000);
  const pool = await listingPhotos(publicDir, "pool", ["#d8cbb5", "#556b7a"], 8);
  const batchSize = 2000;
  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = done + i;
      const [city, zip, lat, lng] = random.pick(towns);
      const kind = random.pick(kinds);
      const goal = kind.rent[1] > 0 && random.chance(0.3) ? 1 : 0;
      const [min, max] = goal === 0 ? kind.sale : kind.rent;
      const price =
        Math.round((min + random.next() * (max - min)) / (goal === 0 ? 5000 : 25)) * (goal === 0 ? 5000 : 25);
      const bedrooms = kind.category === 41 ? 0 : kind.category === 15 ? 0 : random.int(1, 5);
      const area = kind.category === 41 ? random.int(400, 1500) : random.int(35, 280);
      const epc = kind.category === 41 ? null : random.int(40, 520);
      const region = regionOfZip(zip);
      const status = random.chance(0.06) ? (goal === 0 ? "SOLD" : "RENTED") : "AVAILABLE";
      return {
        row: {
          reference: `BULK-${String(n + 1).padStart(6, "0")}`,
          goal,
          status,
          marquee:
            status === "SOLD"
              ? MARQUEE.SOLD
              : status === "RENTED"
                ? MARQUEE.RENTED
                : goal === 0
                  ? MARQUEE.FOR_SALE
                  : MARQUEE.FOR_RENT,
          categoryId: kind.category,
          zip,
          city,
          citySlug: slugify(city),
          latitude: lat + (random.next() - 0.5) * 0.08,
          longitude: lng + (random.next() - 0.5) * 0.12,
          price,
          priceUnit: goal === 0 ? null : 1,
          bedrooms,
          bathrooms: bedrooms ? random.int(1, 3) : 0,
          livingArea: kind.category === 41 ? null : area,
          plotArea: kind.category === 13 || kind.category === 15 ? null : random.int(150, 1200),
          epcTotal: epc,
          epcLabel: epc !== null && region ? energyLabel(epc, region) : null,
          hasGarden: random.chance(0.5),
          hasTerrace: random.chance(0.5),
          hasGarage: random.chance(0.4),
          publishedAt: new Date(now.getTime() - random.int(0, 720) * 86_400_000 - random.int(0, 86_399) * 1000),
        } as const,
        text: (locale: Locale) => {
          const w = words[locale];
          const title = bedrooms
            ? `${kind.name[locale]} ${bedrooms} ${w.bedrooms} ${w.in} ${city}`
            : `${kind.name[locale]} ${w.in} ${city}`;
          return { title, slug: slugify(title), description: w.body(kind.name[locale], city, bedrooms, area) };
        },
      };
    });
    const created = await prisma.property.createManyAndReturn({ data: rows.map((r) => r.row), select: { id: true } });
    await prisma.propertyTranslation.createMany({
      data: created.flatMap(({ id }, i) =>
        locales.map((locale) => ({ propertyId: id, locale, ...rows[i]!.text(locale) })),
      ),
    });
    await prisma.propertyPhoto.createMany({
      data: created.map(({ id }, i) => ({ propertyId: id, position: 0, ...pool[(done + i) % pool.length]! })),
    });
    onProgress?.(done + size);
  }
}
