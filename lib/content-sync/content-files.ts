import fs from "node:fs/promises";
import path from "node:path";
import type { Database } from "@/lib/db/database";
import type { ContentKind } from "@/lib/types/content-files";
import type { WriteOutcome } from "./outcome";
import {
  readArticle,
  readTeamTexts,
  readTestimonial,
  type ContentItem,
  type Read,
  type TeamTexts,
  type TestimonialItem,
} from "./content-records";
import { readMarkdown, type MarkdownFile } from "./markdown";
import type { ContentRun } from "./sync";
import {
  unpublishGoneArticles,
  unpublishGoneMembers,
  unpublishGoneTestimonials,
  writeArticle,
  writeTeamTexts,
  writeTestimonial,
  type Options,
  type Unpublished,
} from "./write-content";
import { writeWarnings } from "./write-warnings";

// The Markdown items of a content folder (docs/content.md), synced after its records under the same lease
// and into the same report: one file per item, its name the item's key unless its front matter gives one.
//
//   <folder>/pages/*.md         the site's pages (key: the page's original path, e.g. "/Disclaimer/")
//   <folder>/blog/*.md          blog posts
//   <folder>/values/*.md        company values
//   <folder>/team/*.md          members' role, bio and the listings they handle (matched to users/ by ID or e-mail)
//   <folder>/testimonials/*.md  testimonials the agency publishes
//
// An item whose file is gone is unpublished (404), its row kept; nothing is unpublished from a folder
// while one of its files cannot be read, since that file's key is unknown.

interface ItemKind<T> {
  folder: string;
  read(file: MarkdownFile, fileKey: string): Read<T>;
  /** The item's key in the schema, known even when the file fails, so a broken file never unpublishes its item. */
  keyOf(file: MarkdownFile, fileKey: string): string;
  write(item: T, options: Options, db: Database): Promise<WriteOutcome>;
  unpublish(kept: string[], options: Options, db: Database): Promise<Unpublished>;
}

function articles(folder: string, kind: ContentKind): ItemKind<ContentItem> {
  return {
    folder,
    read: (file, fileKey) => readArticle(file, kind, fileKey),
    keyOf: (file, fileKey) => (typeof file.data.key === "string" && file.data.key.trim()) || fileKey,
    write: writeArticle,
    unpublish: (kept, options, db) => unpublishGoneArticles(kind, kept, options, db),
  };
}

const team: ItemKind<TeamTexts> = {
  folder: "team",
  read: readTeamTexts,
  keyOf: (_file, fileKey) => fileKey,
  write: writeTeamTexts,
  unpublish: unpublishGoneMembers,
};

const testimonials: ItemKind<TestimonialItem> = {
  folder: "testimonials",
  read: readTestimonial,
  keyOf: (_file, fileKey) => fileKey,
  write: writeTestimonial,
  unpublish: unpublishGoneTestimonials,
};

async function markdownFiles(root: string, folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(path.join(root, folder));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => /\.md$/i.test(name))
    .sort()
    .map((name) => path.join(folder, name));
}

async function syncKind<T>(root: string, kind: ItemKind<T>, run: ContentRun): Promise<void> {
  const { db, report } = run;
  const options = { now: run.now(), dryRun: run.dryRun };
  const kept = new Map<string, string>();
  let complete = true;
  for (const file of await markdownFiles(root, kind.folder)) {
    const fileKey = path.basename(file).replace(/\.md$/i, "");
    const read = readMarkdown(await fs.readFile(path.join(root, file), "utf8"));
    const key = "unreadable" in read ? fileKey : kind.keyOf(read, fileKey);
    const name = `${key} (${file})`;
    const fail = (problems: Array<{ field: string; problem: string }>) => {
      report.failed += 1;
      for (const p of problems) report.problems.push({ record: name, ...p });
    };
    const twin = kept.get(key);
    if ("unreadable" in read) {
      complete = false;
      fail([{ field: "(the file)", problem: read.unreadable }]);
    } else if (twin) {
      fail([{ field: "key", problem: `${key} is also the key of ${twin}` }]);
    } else {
      kept.set(key, file);
      const item = kind.read(read, fileKey);
      if (read.problems.length || !item.ok) fail([...read.problems, ...(item.ok ? [] : item.problems)]);
      else {
        for (const field of item.ignored) report.ignoredFields[field] = (report.ignoredFields[field] ?? 0) + 1;
        const result = await kind.write(item.value, options, db);
        if (result.outcome === "refused") fail([result.problem]);
        else {
          report[result.outcome] += 1;
          run.expire(result.tags);
          for (const w of read.warnings) report.warnings.push({ record: name, ...w });
          for (const w of writeWarnings(result)) report.warnings.push({ record: name, ...w });
        }
      }
    }
    await run.step();
  }
  if (!complete) {
    report.warnings.push({
      record: `${kind.folder}/`,
      field: "(the folder)",
      problem: "nothing was unpublished from it, as a file could not be read",
    });
    return;
  }
  const gone = await kind.unpublish([...kept.keys()], options, db);
  report.withdrawn += gone.withdrawn;
  run.expire(gone.tags);
}

/** The content step of a files sync: every kind of item in the folder, each folder after the other. */
export function contentFilesStep(root: string) {
  return async (run: ContentRun): Promise<void> => {
    await syncKind(root, articles("pages", "PAGE"), run);
    await syncKind(root, articles("blog", "BLOG_POST"), run);
    await syncKind(root, articles("values", "COMPANY_VALUE"), run);
    // After the listings' users/, so a member's texts find the member.
    await syncKind(root, team, run);
    await syncKind(root, testimonials, run);
  };
}
