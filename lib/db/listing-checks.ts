import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { statedRent, type MentionSource } from "@/lib/rules/advert-mentions";
import { listingKind, type ManagedListing } from "@/lib/rules/listing-kind";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// What the content sync's checks read of the listings it wrote, as the site now holds them.

/** A published listing: what its legal mentions and its street names are checked against. */
export type PublishedListing = MentionSource & {
  sourceId: number;
  street: string | null;
  streetNl: string | null;
  streetFr: string | null;
};

/**
 * The listings of these source ids that are on the website (not withdrawn), as the legal-mention rules and the
 * street-name check (lib/content-sync/street-check.ts) read them: what the record and the site's own fields hold once the sync has written them.
 */
export async function publishedListings(sourceIds: number[], db: Database = getPrisma()): Promise<PublishedListing[]> {
  if (!sourceIds.length) return [];
  const rows = await db.property.findMany({
    where: { sourceId: { in: sourceIds }, status: { not: "WITHDRAWN" } },
    orderBy: { reference: "asc" },
    select: {
      sourceId: true,
      goal: true,
      zip: true,
      countryId: true,
      category: { select: { webId: true } },
      publishAddress: true,
      street: true,
      streetNl: true,
      streetFr: true,
      epcTotal: true,
      epcLabelText: true,
      epcUniqueCode: true,
      co2Emission: true,
      hasPermit: true,
      planningDesignation: true,
      hasSummons: true,
      hasPreemptiveRights: true,
      hasAllotmentPermit: true,
      floodPScore: true,
      floodGScore: true,
      price: true,
      monthlyRent: true,
      publishPrice: true,
      priceOnDemand: true,
      chargesRenter: true,
      livingArea: true,
      contractType: true,
      referenceRent: true,
    },
  });
  const amount = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));
  return rows.map(
    ({
      sourceId,
      category,
      price,
      monthlyRent,
      publishPrice,
      priceOnDemand,
      chargesRenter,
      referenceRent,
      ...row
    }) => ({
      ...row,
      sourceId: sourceId!,
      typeWebId: category.webId,
      rent: statedRent({
        pricePublished: publishPrice && !priceOnDemand,
        monthlyRent: amount(monthlyRent),
        price: amount(price),
      }),
      chargesRenter: amount(chargesRenter),
      referenceRent: amount(referenceRent),
    }),
  );
}

/**
 * The listings of these source ids that are on the website and name a manager, with what the manager
 * handles, as the manager check reads them once the team files are written.
 */
export async function managedListings(
  ids: { properties: number[]; projects: number[] },
  db: Database = getPrisma(),
): Promise<Array<ManagedListing & { sourceId: number; of: "property" | "project" }>> {
  const manager = {
    select: { firstName: true, lastName: true, fileKey: true, handlesSales: true, handlesRentals: true },
  } as const;
  const properties = ids.properties.length
    ? await db.property.findMany({
        where: { sourceId: { in: ids.properties }, status: { not: "WITHDRAWN" }, managerId: { not: null } },
        orderBy: { reference: "asc" },
        select: { sourceId: true, goal: true, viagerType: true, projectId: true, manager },
      })
    : [];
  const projects = ids.projects.length
    ? await db.project.findMany({
        where: { sourceId: { in: ids.projects }, listing: { not: "WITHDRAWN" }, managerId: { not: null } },
        orderBy: { number: "asc" },
        select: { sourceId: true, manager },
      })
    : [];
  return [
    ...projects.map((p) => ({
      of: "project" as const,
      sourceId: p.sourceId!,
      kind: "sale" as const,
      manager: p.manager!,
    })),
    ...properties.map((p) => ({
      of: "property" as const,
      sourceId: p.sourceId!,
      kind: listingKind({ goal: p.goal, viager: p.viagerType !== null, inProject: p.projectId !== null }),
      manager: p.manager!,
    })),
  ];
}
