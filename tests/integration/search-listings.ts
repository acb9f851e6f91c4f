import type { Connection } from "@/lib/db/infra/connection";
import type { Prisma } from "@/lib/generated/prisma/client";
import { locales } from "@/lib/i18n/locales";
import { slugify } from "@/lib/rules";
import { categories } from "@/lib/domain/categories";

type Listing = Partial<Prisma.PropertyUncheckedCreateInput> & {
  ref: string;
  city: string;
  zip: string;
  daysAgo: number;
};

// A small agency whose every answer is known: references say what each listing is.
const listings: Listing[] = (
  [
    {
      ref: "S01",
      city: "Ixelles",
      zip: "1050",
      price: 450000,
      bedrooms: 2,
      categoryId: 13,
      hasLift: true,
      hasTerrace: true,
      epcLabel: "c_plus",
      livingArea: 100,
      daysAgo: 1,
    },
    {
      ref: "S02",
      city: "Liège",
      zip: "4000",
      price: 250000,
      bedrooms: 3,
      categoryId: 11,
      hasGarden: true,
      epcLabel: "d",
      livingArea: 125,
      daysAgo: 2,
    },
    {
      ref: "S03",
      city: "Gent",
      zip: "9000",
      price: 390000,
      bedrooms: 4,
      categoryId: 11,
      hasGarden: true,
      hasGarage: true,
      epcLabel: "b",
      livingArea: 130,
      daysAgo: 3,
    },
    {
      ref: "S04",
      city: "Leuven",
      zip: "3000",
      price: 610000,
      bedrooms: 4,
      categoryId: 12,
      livingArea: 240,
      plotArea: 900,
      epcLabel: "a",
      daysAgo: 4,
      isNewBuild: true,
    },
    {
      ref: "S05",
      city: "Liedekerke",
      zip: "1770",
      price: 199000,
      bedrooms: 1,
      categoryId: 13,
      epcLabel: "f",
      livingArea: 100,
      daysAgo: 5,
    },
    {
      ref: "S06",
      city: "Uccle",
      zip: "1180",
      price: 520000,
      bedrooms: 3,
      categoryId: 13,
      viagerType: "OCCUPIED",
      epcLabel: "c",
      livingArea: 130,
      daysAgo: 6,
    },
    {
      ref: "S07",
      city: "Namur",
      zip: "5000",
      price: 300000,
      bedrooms: 3,
      categoryId: 11,
      status: "SOLD",
      livingArea: 100,
      epcLabel: "a_plusplus",
      daysAgo: 0,
    },
    {
      ref: "S08",
      city: "Mons",
      zip: "7000",
      price: 150000,
      bedrooms: 2,
      categoryId: 11,
      status: "WITHDRAWN",
      daysAgo: 0,
    },
    {
      ref: "S09",
      city: "Brugge",
      zip: "8000",
      price: null,
      priceOnDemand: true,
      bedrooms: 5,
      livingArea: 200,
      categoryId: 12,
      daysAgo: 7,
    },
    {
      ref: "R01",
      city: "Etterbeek",
      zip: "1040",
      goal: 1,
      price: 1350,
      bedrooms: 1,
      categoryId: 13,
      isFurnished: true,
      daysAgo: 1,
    },
    { ref: "R02", city: "Gent", zip: "9000", goal: 1, price: 990, bedrooms: 2, categoryId: 13, daysAgo: 2 },
    {
      ref: "R03",
      city: "Wavre",
      zip: "1300",
      goal: 1,
      price: 1750,
      bedrooms: 3,
      categoryId: 11,
      status: "RENTED",
      daysAgo: 3,
    },
  ] satisfies Listing[]
).map((l, i) => ({ ...l, latitude: 50.5 + i * 0.05, longitude: 4 + i * 0.05 }));

/** The categories and the listings above, each published `daysAgo` days ago in every language. */
export async function seedListings(db: Connection): Promise<void> {
  await db.prisma.category.createMany({
    data: categories.map(({ id, parentId, name, webId }) => ({ id, parentId, name, webId })),
  });
  const now = Date.now();
  for (const { ref, city, zip, daysAgo, ...rest } of listings) {
    await db.prisma.property.create({
      data: {
        reference: ref,
        city,
        zip,
        citySlug: slugify(city),
        goal: 0,
        categoryId: 11,
        publishedAt: new Date(now - daysAgo * 86_400_000 - Number(ref.slice(1)) * 1000),
        ...rest,
        translations: {
          create: locales.map((locale) => ({
            locale,
            title: `${ref} ${city}`,
            slug: slugify(`${ref} ${city}`),
            description: "-",
          })),
        },
      },
    });
  }
}
