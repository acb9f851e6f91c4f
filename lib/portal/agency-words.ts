// The agency's entries in the portal (lib/db/owner-portal-activity.ts) are its own text, written in the
// owner's language, except for a few fixed words stored as codes: where a note came from, a medium's state,
// and the media that are the agency's own rather than a brand. The portal translates the codes into the
// page's language (messages OwnerPortal.sources, mediaStatuses, ownMedia) and shows anything else as written.

export const noteSources = ["phone", "email", "agency"] as const;
export const mediaStatuses = ["online", "campaign", "sent"] as const;
export const ownMedia = ["newsletter"] as const;

export type NoteSource = (typeof noteSources)[number];
export type MediaStatus = (typeof mediaStatuses)[number];
export type OwnMedium = (typeof ownMedia)[number];

/** The code among `words` that `value` holds (however it is cased or spaced), or null for the agency's own text. */
export function fixedWord<T extends string>(words: readonly T[], value: string | null): T | null {
  const code = value?.trim().toLowerCase();
  return words.find((word) => word === code) ?? null;
}
