import os from "node:os";
import type { Database } from "@/lib/db/database";
import type { FileStore } from "@/lib/storage/file-store";
import { managedListings, publishedListings } from "@/lib/db/listing-checks";
import { listedSourceIds } from "@/lib/db/source-ids";
import { claimSyncLease, lastSyncStart, recordSyncRun, releaseSyncLease } from "@/lib/db/sync-runs";
import { knownProjects } from "@/lib/db/synced-projects";
import { knownPortrait } from "@/lib/db/synced-team-members";
import { queueAlerts, sendDueDigests } from "@/lib/standing-search/digest";
import type { Locale } from "@/lib/i18n/locales";
import { watchMailer } from "@/lib/mail/templates/watch-alert";
import { categoryChoices } from "./categories";
import { consistencyProblems, projectFacts, propertyFacts, type ProjectFacts, type PropertyFacts } from "./consistency";
import { managerProblems } from "./manager-check";
import type { WriteOutcome } from "./outcome";
import { mentionProblems } from "./mention-check";
import { municipalityProblems } from "./municipality-check";
import { streetNameProblems } from "./street-check";
import { parseLanguageIds } from "./crm-source";
import { inviteOwner } from "./invitations";
import { storeDocuments, storePlans } from "./documents";
import { linkedIds } from "./links";
import { mapOwner, mapProject, mapProperty, mapUser, type MappedProject } from "./mapping";
import { disableUnlistedOwners, syncOwner, syncTeamMember } from "./people-write";
import { syncProject, withdrawProjects } from "./project-write";
import { syncProperty, withdrawProperties } from "./property-write";
import { PhotoProblem } from "./photo-fetch";
import { storePictures, storePortrait, type PictureReader } from "./photos";
import { ownerRecord, projectRecord, propertyRecord, readRecord, userRecord, type FieldProblem } from "./records";
import type { ListingSource, SourceRecord } from "./source";
import { writeWarnings } from "./write-warnings";

// One sync, whichever the source: each record is read, checked, mapped and written on its own (a
// failing one is reported and skipped), then what the source deleted or no longer holds is withdrawn.
// The sync decides what each record becomes (./property-write.ts, ./project-write.ts, ./people-write.ts);
// lib/db writes what it is handed. Nothing here touches what visitors and owners made.

/** A CRM sync asks again for the 5 minutes before the last one's start: two clocks may differ. */
export const OVERLAP_MS = 5 * 60 * 1000;
/**
 * How long a lease lasts without being renewed. A sync renews it every half minute between records; one
 * record's photos may take minutes (30 s per download at worst), and a holder that died blocks the next
 * sync for at most this long.
 */
const LEASE_SECONDS = 600;

export interface SyncOptions {
  full: boolean;
  dryRun: boolean;
  now?: () => Date;
  /** The CRM account's language ids, which owners' `LanguageId` names (default nl 1, fr 2, en 3, de 4). */
  languageIds?: Record<Locale, number>;
  /** Called after each record with the count so far. */
  onRecord?: (done: number) => void;
}

export interface SyncDeps {
  /** Tells the mail worker there is mail to send (the site's; a command leaves it to the site's timer). */
  wakeMail?: () => void;
  store: FileStore;
  /** Where a file record's documents mailed on request are kept. */
  documentStore: FileStore;
  /** How a record's photo is had: from the CRM's host, or from beside the record's file. */
  pictureReader: (record: SourceRecord) => PictureReader;
  /** Expires the cache tags of what changed, so every server shows it. */
  expire: (tags: string[]) => Promise<void> | void;
  /** The source's other items (a folder's pages, posts, team and testimonials), synced after the listings. */
  content?: (run: ContentRun) => Promise<void>;
}

/** What a content step is handed: the same report, lease and cache tags as the listings. */
export interface ContentRun {
  db: Database;
  report: SyncReport;
  dryRun: boolean;
  now: () => Date;
  /** Counts an item, keeping the lease. */
  step: () => Promise<void>;
  expire: (tags: string[]) => void;
}

export interface RecordProblem {
  /** The record's `Ident` (or its `ID`), and where it was read: `ATR-2041 (properties/atr-2041.yaml)`. */
  record: string;
  field: string;
  problem: string;
}

export interface SyncReport {
  source: "crm" | "files";
  full: boolean;
  dryRun: boolean;
  /** What the sync asked for: changes since this time (ISO), or everything. */
  since: string | null;
  added: number;
  changed: number;
  unchanged: number;
  withdrawn: number;
  failed: number;
  /** Owners new to the site, mailed an invitation to choose a password. */
  invited: number;
  /** Owners the source no longer lists: no sign-in any more. */
  disabled: number;
  photosFetched: number;
  /** Fields the site does not read, with how many records carried each. */
  ignoredFields: Record<string, number>;
  /** Records that were not written, each problem in words. */
  problems: RecordProblem[];
  /** What a written record lost (a photo, a video address, an unknown manager). */
  warnings: RecordProblem[];
  /** The legal mentions a published listing lacks (lib/rules/advert-mentions.ts): staff complete them. */
  missingMentions: RecordProblem[];
  /** Why the sync stopped before its end (the CRM could not be read, another sync runs). */
  stopped: string | null;
  seconds: number;
}

/** The name a record goes by in the report: its reference and where it was read. */
function nameOf(record: SourceRecord): string {
  const data = record.data as { Ident?: unknown; ID?: unknown; FirstName?: unknown; LastName?: unknown } | undefined;
  const name =
    typeof data?.Ident === "string"
      ? data.Ident
      : typeof data?.FirstName === "string"
        ? `${data.FirstName} ${String(data.LastName ?? "")}`.trim()
        : typeof data?.ID === "number"
          ? `ID ${data.ID}`
          : "a record";
  return `${name} (${record.origin.where})`;
}

function idOf(record: SourceRecord): number | null {
  const id = (record.data as { ID?: unknown } | undefined)?.ID;
  return typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null;
}

/** Runs one sync of a source into the database; never throws for a record or the source, reports instead. */
export async function syncListings(
  db: Database,
  source: ListingSource,
  options: SyncOptions,
  deps: SyncDeps,
): Promise<SyncReport> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const report: SyncReport = {
    source: source.name,
    full: options.full || source.name === "files",
    dryRun: options.dryRun,
    since: null,
    added: 0,
    changed: 0,
    unchanged: 0,
    withdrawn: 0,
    failed: 0,
    invited: 0,
    disabled: 0,
    photosFetched: 0,
    ignoredFields: {},
    problems: [],
    warnings: [],
    missingMentions: [],
    stopped: null,
    seconds: 0,
  };
  const holder = `${os.hostname()}:${process.pid}:${startedAt.getTime()}`;
  const lease = await claimSyncLease(source.name, holder, { now: startedAt, seconds: LEASE_SECONDS }, db);
  if (!lease.claimed) {
    report.stopped = `Another sync of the ${source.name === "crm" ? "CRM" : "files"} has been running since ${lease.startedAt.toISOString()} (${lease.holder}); this one did nothing.`;
    return report;
  }
  let done = 0;
  const seen = { property: new Set<number>(), project: new Set<number>() };
  const links = linkedIds();
  // What the consistency checks read, once every record is written.
  const checked = { projects: new Map<number, ProjectFacts>(), properties: [] as PropertyFacts[] };
  // The name of each property and project record written, by its source id, for the checks of what the
  // site holds once written (legal mentions, street names, managers).
  const written = new Map<number, string>();
  const writtenProjects = new Map<number, string>();
  const tagsToExpire = new Set<string>();
  const news: number[] = [];
  const expirePending = async () => {
    if (!tagsToExpire.size) return;
    const tags = [...tagsToExpire];
    tagsToExpire.clear();
    await deps.expire(tags);
  };

  const fail = (record: SourceRecord, problems: FieldProblem[]) => {
    report.failed += 1;
    for (const p of problems) report.problems.push({ record: nameOf(record), ...p });
  };
  /**
   * A write the database refuses (a value its column cannot hold) fails that record only; the error's
   * last line is the database's reason.
   */
  const attempt = async (record: SourceRecord, write: () => Promise<WriteOutcome>): Promise<WriteOutcome> => {
    try {
      return await write();
    } catch (error) {
      const reason = (error as Error).message.trim().split("\n").pop();
      return { outcome: "refused", problem: { field: "(the record)", problem: `could not be written: ${reason}` } };
    }
  };
  const count = async (record: SourceRecord, result: WriteOutcome) => {
    if (result.outcome === "refused") return fail(record, [result.problem]);
    report[result.outcome] += 1;
    for (const w of writeWarnings(result)) report.warnings.push({ record: nameOf(record), ...w });
    for (const tag of result.tags) tagsToExpire.add(tag);
    if (result.news) news.push(result.id);
  };
  const ignore = (fields: string[]) => {
    for (const field of fields) report.ignoredFields[field] = (report.ignoredFields[field] ?? 0) + 1;
  };
  let renewedAt = startedAt.getTime();
  const step = async () => {
    done += 1;
    options.onRecord?.(done);
    // Renewed every half minute, well inside its two: an unchanged sync writes nearly nothing.
    if (now().getTime() - renewedAt < 30_000) return;
    renewedAt = now().getTime();
    await claimSyncLease(source.name, holder, { now: now(), seconds: LEASE_SECONDS }, db);
  };
  const photoStep = (record: SourceRecord) => ({
    db,
    source: source.name,
    store: deps.store,
    documents: deps.documentStore,
    read: deps.pictureReader(record),
    dryRun: options.dryRun,
  });
  const photosOf = async (record: SourceRecord, pictures: Array<{ id: number; url: string }>) => {
    const result = await storePictures(photoStep(record), pictures);
    report.photosFetched += result.fetched;
    for (const problem of result.problems) {
      report.warnings.push({ record: nameOf(record), field: "XLargePictureItems", problem });
    }
    return result.photos;
  };
  const warn = (record: SourceRecord, field: string, problems: string[]) => {
    for (const problem of problems) report.warnings.push({ record: nameOf(record), field, problem });
  };
  /** A file record's documents (null: none named, or one could not be had; the listing keeps its own). */
  const documentsOf = async (record: SourceRecord, documents: Parameters<typeof storeDocuments>[1] | null) => {
    if (!documents) return null;
    const result = await storeDocuments(photoStep(record), documents);
    warn(record, "Site.documents", result.problems);
    return result.documents;
  };
  const unitsOf = async (record: SourceRecord, units: MappedProject["site"]["units"]) => {
    if (!units) return null;
    const stored = [];
    for (const { plans, ...unit } of units) {
      const result = await storePlans(photoStep(record), plans ?? []);
      warn(record, "Site.units", result.problems);
      if (!result.plans) return null;
      stored.push({ ...unit, listing: unit.listing ?? null, plans: result.plans });
    }
    return stored;
  };

  try {
    const last = report.full ? undefined : await lastSyncStart(source.name, db);
    const since = last ? new Date(last.getTime() - OVERLAP_MS) : undefined;
    report.since = since?.toISOString() ?? null;
    if (!since) report.full = true;
    const categories = await categoryChoices(options.dryRun, db);

    for (const record of await source.users()) {
      if (record.unreadable) fail(record, [{ field: "(the file)", problem: record.unreadable }]);
      else {
        const read = readRecord(userRecord, record.data);
        if (!read.ok) fail(record, read.problems);
        else {
          ignore(read.ignored);
          const user = mapUser(read.value);
          const portrait = !user.pictureUrl
            ? null
            : ((await knownPortrait(user.sourceId, user.pictureUrl, db)) ??
              (await storePortrait(photoStep(record), user.pictureUrl)));
          if (portrait instanceof PhotoProblem) {
            report.warnings.push({ record: nameOf(record), field: "PictureUrl", problem: portrait.reason });
          }
          const photoUrl = typeof portrait === "string" ? portrait : null;
          await count(
            record,
            await syncTeamMember(user, photoUrl, { source: source.name, dryRun: options.dryRun }, db),
          );
        }
      }
      await step();
    }

    // Owners are asked in full each time: only the whole list tells who is no longer on it.
    const listedOwners = new Set<number>();
    const languageIds = options.languageIds ?? parseLanguageIds();
    for await (const page of source.owners()) {
      for (const record of page) {
        const id = idOf(record);
        if (id !== null) listedOwners.add(id);
        const read = record.unreadable ? null : readRecord(ownerRecord, record.data);
        if (!read) fail(record, [{ field: "(the file)", problem: record.unreadable! }]);
        else if (!read.ok) fail(record, read.problems);
        else {
          ignore(read.ignored);
          const result = await syncOwner(
            mapOwner(read.value, languageIds),
            { source: source.name, dryRun: options.dryRun, now: now() },
            db,
          );
          if (result.outcome === "refused") fail(record, [result.problem]);
          else {
            report[result.outcome] += 1;
            if (result.invite) {
              if (!options.dryRun) await inviteOwner(db, result.id, now());
              report.invited += 1;
            }
          }
        }
        await step();
      }
    }
    report.disabled = await disableUnlistedOwners(
      source.name,
      listedOwners,
      { now: now(), dryRun: options.dryRun },
      db,
    );
    if (report.invited && !options.dryRun) deps.wakeMail?.();

    for await (const page of source.projects(since)) {
      for (const record of page) {
        const id = idOf(record);
        if (id !== null) seen.project.add(id);
        if (record.unreadable) fail(record, [{ field: "(the file)", problem: record.unreadable }]);
        else {
          const read = readRecord(projectRecord, record.data);
          if (!read.ok) fail(record, read.problems);
          else {
            ignore(read.ignored);
            const mapped = mapProject(read.value);
            const photos = await photosOf(record, mapped.pictures);
            // A project's documents are all downloadable: none is mailed on request.
            const documents = (await documentsOf(record, mapped.site.documents))?.map(
              ({ locale, title, url, sizeBytes }) => ({ locale, title, url, sizeBytes }),
            );
            const units = await unitsOf(record, mapped.site.units);
            const result = await attempt(record, () =>
              syncProject(
                mapped,
                { photos, documents: documents ?? null, units },
                { source: source.name, now: now(), dryRun: options.dryRun, links },
                db,
              ),
            );
            await count(record, result);
            for (const w of mapped.warnings) report.warnings.push({ record: nameOf(record), ...w });
            checked.projects.set(mapped.sourceId, projectFacts(nameOf(record), mapped));
            if (result.outcome !== "refused") writtenProjects.set(mapped.sourceId, nameOf(record));
          }
        }
        await step();
      }
      await expirePending();
    }

    for await (const page of source.properties(since)) {
      for (const record of page) {
        const id = idOf(record);
        if (id !== null) seen.property.add(id);
        if (record.unreadable) fail(record, [{ field: "(the file)", problem: record.unreadable }]);
        else {
          const read = readRecord(propertyRecord, record.data);
          const mapped = read.ok ? mapProperty(read.value, categories) : read;
          if (!mapped.ok) fail(record, mapped.problems);
          else {
            if (read.ok) ignore(read.ignored);
            const photos = await photosOf(record, mapped.value.pictures);
            const documents = await documentsOf(record, mapped.value.site.documents);
            const result = await attempt(record, () =>
              syncProperty(
                mapped.value,
                { photos, documents },
                { source: source.name, now: now(), dryRun: options.dryRun, links, watchMail: watchMailer },
                db,
              ),
            );
            await count(record, result);
            if (result.outcome !== "refused") {
              for (const w of [...mapped.value.warnings, ...municipalityProblems(mapped.value, source.name)]) {
                report.warnings.push({ record: nameOf(record), ...w });
              }
              if (read.ok) checked.properties.push(propertyFacts(nameOf(record), read.value, mapped.value));
              written.set(mapped.value.sourceId, nameOf(record));
            }
          }
        }
        await step();
      }
      await expirePending();
    }

    // Contradictions among the records: a unit property's project this sync did not read is the site's.
    const unread = checked.properties.flatMap((p) =>
      p.projectSourceId !== null && !checked.projects.has(p.projectSourceId) ? [p.projectSourceId] : [],
    );
    for (const { sourceId, ...project } of await knownProjects([...new Set(unread)], db)) {
      checked.projects.set(sourceId, { ...project, name: `${project.number} (on the site)` });
    }
    report.warnings.push(...consistencyProblems(checked.properties, checked.projects, now()));
    // As the site now holds them: the record's fields and the site's own (a CRM record has no Site block).
    for (const listing of await publishedListings([...written.keys()], db)) {
      const record = written.get(listing.sourceId)!;
      report.missingMentions.push(...mentionProblems(record, listing));
      if (source.name === "files") {
        for (const w of streetNameProblems(listing)) report.warnings.push({ record, ...w });
      }
    }

    // What the source deleted or took off the website; on a full sync, whatever it no longer lists.
    for (const kind of ["project", "property"] as const) {
      const known = await listedSourceIds(source.name, kind, db);
      const gone = report.full ? known.filter((id) => !seen[kind].has(id)) : await source.deleted(kind, since, known);
      const withdraw = kind === "property" ? withdrawProperties : withdrawProjects;
      const result = await withdraw(source.name, gone, { now: now(), dryRun: options.dryRun }, db);
      report.withdrawn += result.withdrawn;
      for (const tag of result.tags) tagsToExpire.add(tag);
    }
    await expirePending();
    if (deps.content) {
      const expire = (tags: string[]) => tags.forEach((tag) => tagsToExpire.add(tag));
      await deps.content({ db, report, dryRun: options.dryRun, now, step, expire });
      await expirePending();
    }
    // After the team files, which say what each manager handles: a listing's contact at the right desk.
    const ids = { properties: [...written.keys()], projects: [...writtenProjects.keys()] };
    for (const listing of await managedListings(ids, db)) {
      const record = (listing.of === "property" ? written : writtenProjects).get(listing.sourceId)!;
      for (const w of managerProblems(listing)) report.warnings.push({ record, ...w });
    }
    // New on the market or cheaper: the standing searches that match hear of it, as from the staff API.
    if (news.length && (await queueAlerts(news, db)) > 0) {
      await sendDueDigests(db, now());
      deps.wakeMail?.();
    }
  } catch (error) {
    report.stopped = (error as Error).message;
    await expirePending().catch(() => undefined);
  } finally {
    report.seconds = Math.round((now().getTime() - startedAt.getTime()) / 100) / 10;
    if (!report.stopped && !options.dryRun) {
      await recordSyncRun({ source: source.name, full: report.full, startedAt, summary: summaryOf(report) }, db);
    }
    await releaseSyncLease(source.name, holder, db);
  }
  return report;
}

function summaryOf(report: SyncReport) {
  const { problems, warnings, missingMentions, ignoredFields, ...figures } = report;
  return {
    ...figures,
    problems: problems.length,
    warnings: warnings.length,
    missingMentions: missingMentions.length,
    ignoredFields,
  };
}

/** Whether the sync went as it should: every record written and the source read to its end. */
export function succeeded(report: SyncReport): boolean {
  return report.failed === 0 && report.stopped === null;
}

/** The report in plain words, for a terminal or a log. */
export function describeReport(report: SyncReport): string {
  const lines = [
    `${report.dryRun ? "Dry run of the" : "Sync of the"} ${report.source === "crm" ? "CRM" : "files"}` +
      (report.full ? " (everything)" : ` (changes since ${report.since})`) +
      `: ${report.added} added, ${report.changed} changed, ${report.unchanged} unchanged, ` +
      `${report.withdrawn} withdrawn, ${report.failed} failed, ${report.photosFetched} photos fetched, ${report.seconds} s.`,
  ];
  if (report.invited || report.disabled) {
    lines.push(
      `  Owners: ${report.invited} invited to choose a password, ${report.disabled} no longer listed (disabled).`,
    );
  }
  if (report.stopped) lines.push(`Stopped: ${report.stopped}`);
  for (const p of report.problems) lines.push(`  ✗ ${p.record}: ${p.field} ${p.problem}`);
  for (const w of report.warnings) lines.push(`  ! ${w.record}: ${w.field} ${w.problem}`);
  if (report.missingMentions.length) {
    lines.push("  Legal mentions published listings lack (their pages leave them out until they are filled in):");
    for (const m of report.missingMentions) lines.push(`  § ${m.record}: ${m.field} ${m.problem}`);
  }
  const ignored = Object.entries(report.ignoredFields);
  if (ignored.length) {
    lines.push(`  Fields the site does not read: ${ignored.map(([field, n]) => `${field} (${n})`).join(", ")}`);
  }
  return lines.join("\n");
}
