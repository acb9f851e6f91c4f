import fs from "node:fs";
import path from "node:path";
import { hashPassword } from "@/lib/auth/password";
import { contentFilesStep } from "@/lib/content-sync/content-files";
import { filePictureReader, filesSource } from "@/lib/content-sync/files-source";
import { describeReport, succeeded, syncListings } from "@/lib/content-sync/sync";
import { importMarketFile } from "@/lib/db/market";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { locales } from "@/lib/i18n/locales";
import type { FileStore } from "@/lib/storage/file-store";
import { seedOwnerActivity, seedVisitSlots } from "./demo-activity";

/** The demo agency's folder: the example staff start from (docs/content.md). */
export const demoContentDir = path.resolve("content");

/** Statbel's sale prices per municipality as the project ships them (data/statbel/README.md). */
export const shippedMarketFile = path.resolve("data/statbel/statbel-municipality-prices-2010-2024.csv");

/** The password the demo's owners chose, as if from their invitation mail: `npm run demo` says it. */
export const demoOwnerPassword = "atrium-demo-2026";

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
};

export interface DemoStores {
  /** Where the sync keeps photos and downloadable documents (the file store's synced area). */
  synced: FileStore;
  /** Where it keeps the documents mailed on request. */
  documents: FileStore;
}

/**
 * The demo agency, written into an empty database: the `content/` folder through the content sync (the path
 * staff use, which writes the site's categories first), then what visitors and owners would have made
 * (the owners' statistics and visit slots) so the portal has something to show.
 */
export async function seedDemo(
  prisma: PrismaClient,
  stores: DemoStores,
  { now = new Date(), contentDir = demoContentDir }: { now?: Date; contentDir?: string } = {},
): Promise<void> {
  const report = await syncListings(
    prisma,
    filesSource(contentDir),
    { full: true, dryRun: false, now: () => now },
    {
      store: stores.synced,
      documentStore: stores.documents,
      pictureReader: (record) => filePictureReader(contentDir, record.origin.where),
      content: contentFilesStep(contentDir),
      expire: () => {},
    },
  );
  if (!succeeded(report) || report.warnings.length) {
    throw new Error(`The demo folder ${contentDir} did not sync cleanly:\n${describeReport(report)}`);
  }

  // The same load as `npm run market:import`, so every seeded database shows the municipalities' prices.
  await importMarketFile(
    {
      fileName: path.basename(shippedMarketFile),
      text: fs.readFileSync(shippedMarketFile, "utf8"),
    },
    prisma,
  );

  // The demo's owners have chosen their password already; their invitations are no longer needed.
  const passwordHash = await hashPassword(demoOwnerPassword);
  const owners = await prisma.owner.findMany({ where: { source: "files" }, select: { id: true, email: true } });
  await prisma.owner.updateMany({ where: { id: { in: owners.map((o) => o.id) } }, data: { passwordHash } });
  await prisma.mailedLink.deleteMany({ where: { ownerId: { in: owners.map((o) => o.id) } } });
  await prisma.outboxMail.deleteMany({ where: { toAddress: { in: owners.map((o) => o.email) } } });

  const cover = await prisma.propertyPhoto.findFirst({
    where: { property: { status: "AVAILABLE" } },
    orderBy: [{ property: { publishedAt: "desc" } }, { position: "asc" }],
    select: { url: true },
  });
  await prisma.siteMetadata.createMany({
    data: locales.map((locale) => ({
      locale,
      title: siteTexts.title[locale],
      description: siteTexts.description[locale],
      image: cover?.url ?? null,
    })),
  });

  await seedOwnerActivity(prisma, now);
  await seedVisitSlots(prisma, now);
}
