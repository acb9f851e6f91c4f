import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { Transaction } from "./database";

/** A visitor's testimonial, kept unapproved: the testimonials page shows only what the agency approved. */
export async function createVisitorTestimonial(
  submissionId: number,
  testimonial: { name: string; website: string; locale: Locale; aboutYou: string; opinion: string },
  tx: Transaction,
): Promise<void> {
  const { locale, aboutYou, opinion } = testimonial;
  await tx.testimonial.create({
    data: {
      name: testimonial.name,
      website: testimonial.website || null,
      originalLocale: locale,
      postedBy: "visitor",
      approved: false,
      submissionId,
      translations: { create: { locale, aboutYou, opinion } },
    },
  });
}
