import path from "node:path";
import type { PrismaClient, TeamMember } from "@/lib/generated/prisma/client";
import { slugify } from "@/lib/rules";
import { demoProjects } from "./data/projects";
import { perLocale } from "./demo-common";
import { listingPhotos, unitPlan } from "./images";
import { writePdf } from "./pdf";

/** The new-build projects with their units, plans, constructions and documents; their ids by reference. */
export async function seedProjects(
  prisma: PrismaClient,
  publicDir: string,
  team: TeamMember[],
): Promise<Map<string, number>> {
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

  return projectIds;
}
