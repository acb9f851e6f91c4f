import { describe, expect, it } from "vitest";
import type { ContentItem, TeamTexts, TestimonialItem } from "@/lib/content-sync/content-records";
import { decideContent, decideMember, decideTestimonial, type Decision } from "@/lib/content-sync/decide-content";
import { writeWarnings } from "@/lib/content-sync/write-warnings";
import type { StoredContent, StoredMember, StoredTestimonial } from "@/lib/types/content-files";

// What a content file's item does to what is stored, as staff read it in the sync report: its count
// (added, changed, unchanged), the refusal in words, or the warning that a users/ record's name was kept.

const now = new Date("2026-12-07T02:00:00Z");
const locales = ["en", "nl", "fr", "de"] as const;

/** What the report shows of a decision: the problem of a refusal, else the outcome and its warnings. */
function reported<N, C, T>(decision: Decision<N, C, T>) {
  if (decision.outcome === "refused") return decision.problem;
  return { outcome: decision.outcome, warnings: writeWarnings({ ...decision, id: 0, tags: [] }) };
}
const counted = (outcome: "added" | "changed" | "unchanged") => ({ outcome, warnings: [] });

describe("a page, blog post or company value", () => {
  const item: ContentItem = {
    kind: "BLOG_POST",
    key: "renovation-obligation",
    publishedAt: null,
    translations: locales.map((locale) => ({
      locale,
      slug: `renovation-${locale}`,
      title: `Renovation ${locale}`,
      description: `The rule (${locale}).`,
      body: [{ p: `Since 2023 (${locale}).` }],
    })),
  };
  const stored: StoredContent = {
    id: 4,
    source: "files",
    publishedAt: new Date("2026-11-08T00:00:00Z"),
    unpublishedAt: null,
    translations: structuredClone(item.translations),
  };

  it("is added, published now unless the file gives a date", () => {
    const added = decideContent(item, null, null, now);
    expect(reported(added)).toEqual(counted("added"));
    expect(added).toMatchObject({ create: { source: "files", publishedAt: now } });
    const dated = new Date("2026-11-08T00:00:00Z");
    expect(decideContent({ ...item, publishedAt: dated }, null, null, now)).toMatchObject({
      create: { publishedAt: dated },
    });
  });

  it("is unchanged when its texts and date are the stored ones, a date compared by its instant", () => {
    expect(reported(decideContent(item, stored, null, now))).toEqual(counted("unchanged"));
    const sameInstant = new Date(stored.publishedAt.getTime());
    expect(reported(decideContent({ ...item, publishedAt: sameInstant }, stored, null, now))).toEqual(
      counted("unchanged"),
    );
  });

  it("is changed when a text, its date or its state differs, and writes the file's texts", () => {
    const retitled = { ...item, translations: item.translations.map((t) => ({ ...t, title: `${t.title}!` })) };
    expect(decideContent(retitled, stored, null, now)).toEqual({
      outcome: "changed",
      id: 4,
      update: { columns: { source: "files", unpublishedAt: null }, translations: retitled.translations },
    });
    const redated = { ...item, publishedAt: new Date("2026-12-01T00:00:00Z") };
    expect(decideContent(redated, stored, null, now)).toMatchObject({
      outcome: "changed",
      update: { columns: { publishedAt: redated.publishedAt } },
    });
    // An item whose file came back, and the demo's own item under the key, become the file's again.
    expect(reported(decideContent(item, { ...stored, unpublishedAt: now }, null, now))).toEqual(counted("changed"));
    expect(reported(decideContent(item, { ...stored, source: null }, null, now))).toEqual(counted("changed"));
  });

  it("is refused when another shown item of its kind has one of its addresses, naming both", () => {
    const holder = { locale: "nl" as const, slug: "renovation-nl", key: "renovation-rules" };
    expect(reported(decideContent(item, stored, holder, now))).toEqual({
      field: "slug.nl",
      problem: "renovation-nl is already the address of renovation-rules",
    });
  });
});

describe("a member's team file", () => {
  const texts: TeamTexts = {
    fileKey: "sophie-dubois",
    sourceId: null,
    email: "sophie@atrium.example",
    person: { firstName: "Sophie", lastName: "Dubois", phone: "+32 2 555 01 01" },
    position: 2,
    handlesSales: true,
    handlesRentals: false,
    translations: locales.map((locale) => ({ locale, role: `Agent ${locale}`, bio: `Bio ${locale}` })),
  };
  const own: StoredMember = {
    id: 9,
    sourceId: null,
    fileKey: "sophie-dubois",
    unpublishedAt: null,
    handlesSales: true,
    handlesRentals: false,
    position: 2,
    firstName: "Sophie",
    lastName: "Dubois",
    email: "sophie@atrium.example",
    phone: "+32 2 555 01 01",
    translations: texts.translations.map((t) => ({ ...t })),
  };
  const fromUsers: StoredMember = { ...own, sourceId: 7, firstName: "Sophie-Anne", phone: "+32 2 555 09 09" };

  it("adds a member no one knows by the e-mail, with the file's name, at a slug made of it", () => {
    const added = decideMember(texts, null);
    expect(reported(added)).toEqual(counted("added"));
    expect(added).toMatchObject({ create: { slug: "sophie-dubois", source: "files", firstName: "Sophie" } });
    const bare = { ...texts, position: null, person: { ...texts.person, phone: null } };
    expect(decideMember(bare, null)).toMatchObject({ create: { position: 0, phone: "" } });
  });

  it("refuses a new member without a name, naming the missing one", () => {
    const nameless = { ...texts, person: { firstName: "Sophie", lastName: null, phone: null } };
    expect(reported(decideMember(nameless, null))).toEqual({
      field: "lastName",
      problem: "is missing: no member has this e-mail, and a new one needs a name",
    });
    const noFirst = { ...texts, person: { firstName: null, lastName: null, phone: null } };
    expect(reported(decideMember(noFirst, null))).toMatchObject({ field: "firstName" });
  });

  it("refuses an ID no users/ record has", () => {
    expect(reported(decideMember({ ...texts, sourceId: 41 }, null))).toEqual({
      field: "ID",
      problem: "41 is not a member of staff the site knows (users/)",
    });
  });

  it("refuses a member another team file already describes, by the way the file named them", () => {
    const described = { ...own, fileKey: "sophie" };
    expect(reported(decideMember(texts, described))).toEqual({
      field: "email",
      problem: "names the member that team/sophie.md already describes",
    });
    expect(reported(decideMember({ ...texts, sourceId: 7 }, { ...described, sourceId: 7 }))).toMatchObject({
      field: "ID",
    });
  });

  it("is unchanged when the stored member has the file's texts and columns", () => {
    expect(reported(decideMember(texts, own))).toEqual(counted("unchanged"));
  });

  it("writes the name and phone of a member the file created, and changes it when they differ", () => {
    const renamed = { ...texts, person: { ...texts.person, lastName: "Dubois-Peeters" } };
    expect(decideMember(renamed, own)).toMatchObject({
      outcome: "changed",
      update: { columns: { lastName: "Dubois-Peeters" } },
    });
  });

  it("keeps a users/ record's name and phone, and says the file's are not used", () => {
    const kept = decideMember({ ...texts, sourceId: 7 }, fromUsers);
    expect(reported(kept)).toEqual({
      outcome: "unchanged",
      warnings: [
        {
          field: "firstName",
          problem: "the name and phone come from the member's users/ record; the file's are not used",
        },
      ],
    });
    const moved = decideMember({ ...texts, sourceId: 7, position: 5 }, fromUsers);
    expect(moved).toMatchObject({ outcome: "changed", personKept: true });
    if (moved.outcome !== "changed") throw new Error("expected a change");
    expect(moved.update.columns).not.toHaveProperty("firstName");
    expect(moved.update.columns).not.toHaveProperty("phone");
  });

  it("publishes again a member whose file came back", () => {
    expect(decideMember(texts, { ...own, unpublishedAt: now })).toMatchObject({
      outcome: "changed",
      update: { columns: { unpublishedAt: null } },
    });
  });
});

describe("a testimonial file", () => {
  const item: TestimonialItem = {
    fileKey: "martens",
    name: "Familie Martens",
    website: null,
    rating: 5,
    originalLocale: "nl",
    postedAt: null,
    translations: [
      { locale: "nl", aboutYou: "Verkoper", opinion: "Vlot verkocht." },
      { locale: "en", aboutYou: "Seller", opinion: "Sold smoothly." },
    ],
  };
  const stored: StoredTestimonial = {
    id: 3,
    name: "Familie Martens",
    website: null,
    rating: 5,
    originalLocale: "nl",
    approved: true,
    unpublishedAt: null,
    postedAt: new Date("2026-10-01T00:00:00Z"),
    translations: item.translations.map((t) => ({ ...t })),
  };

  it("is added as the agency's, approved, posted now unless the file gives a date", () => {
    const added = decideTestimonial(item, null, now);
    expect(reported(added)).toEqual(counted("added"));
    expect(added).toMatchObject({ create: { postedBy: "agency", approved: true, postedAt: now } });
  });

  it("is unchanged when its texts and columns are the stored ones", () => {
    expect(reported(decideTestimonial(item, stored, now))).toEqual(counted("unchanged"));
    const sameInstant = new Date(stored.postedAt.getTime());
    expect(reported(decideTestimonial({ ...item, postedAt: sameInstant }, stored, now))).toEqual(counted("unchanged"));
  });

  it("is changed when a language goes, and hands over only the languages the file gives", () => {
    const dutchOnly = { ...item, translations: item.translations.slice(0, 1) };
    expect(decideTestimonial(dutchOnly, stored, now)).toMatchObject({
      outcome: "changed",
      update: { translations: dutchOnly.translations },
    });
  });

  it("is changed when hidden (unapproved or unpublished), to be shown again", () => {
    expect(reported(decideTestimonial(item, { ...stored, approved: false }, now))).toEqual(counted("changed"));
    expect(reported(decideTestimonial(item, { ...stored, unpublishedAt: now }, now))).toEqual(counted("changed"));
  });
});
