import type { PrismaClient, TeamMember } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { config } from "@/lib/config";
import { ownerKeys } from "@/lib/rules/identifier";
import { categories } from "./categories";
import { demoTeam } from "./data/team";
import { seedOwnerActivity, seedVisitSlots } from "./demo-activity";
import { perLocale } from "./demo-common";
import { seedContent } from "./demo-content";
import { seedProjects } from "./demo-projects";
import { seedProperties } from "./demo-properties";
import { portraitPhoto } from "./images";

/** The demo agency, written into an empty database; photos and documents are drawn into the given folders. */
export async function seedDemo(
  prisma: PrismaClient,
  publicDir: string,
  now = new Date(),
  documentDir = config.documentDir,
): Promise<void> {
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
      prisma.owner.create({
        data: { ...owner, ...ownerKeys(owner), passwordHash, managerId: team[i % team.length]!.id },
      }),
    ),
  );

  const projectIds = await seedProjects(prisma, publicDir, team);
  await seedProperties(prisma, { publicDir, documentDir }, now, { team, owners, projectIds });
  await seedOwnerActivity(prisma, now);
  await seedVisitSlots(prisma, now);
  await seedContent(prisma, now);
}
