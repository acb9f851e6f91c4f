import type { StoredDocument, StoredPlan } from "@/lib/types/content-sync";
import { PhotoProblem, photoHash } from "./photo-fetch";
import { storeBytes, syncedPhotoPrefix, type PhotoStep } from "./photos";
import type { SiteDocument } from "./site-fields";

// A file record's documents and unit plans (its `Site:` block), read from beside the file and kept in the
// file store under the hash of their bytes, so a document that did not change keeps its address.
// Downloadable ones are served from /media/synced/; one mailed on request goes to the documents area,
// which nothing serves.

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/** Keeps a PDF under its hash (written once), in the synced area (served) or the documents area (mailed). */
async function storePdf(step: PhotoStep, bytes: Buffer, requestOnly: boolean): Promise<string> {
  const name = `${photoHash(bytes)}.pdf`;
  const store = requestOnly ? step.documents : step.store;
  if (!(await store.get(name))) await store.put(name, bytes, "application/pdf");
  return requestOnly ? name : `${syncedPhotoPrefix}${name}`;
}

async function readPdf(step: PhotoStep, file: string): Promise<Buffer | PhotoProblem> {
  const bytes = await step.read({ id: 0, url: file });
  if (bytes instanceof PhotoProblem) return bytes;
  return isPdf(bytes) ? bytes : new PhotoProblem(`${file}: is not a PDF document.`);
}

/**
 * The documents stored, in their order; or null with the problems when one could not be had (the
 * listing then keeps the documents it has). A dry run reads nothing and answers null.
 */
export async function storeDocuments(
  step: PhotoStep,
  documents: Array<Omit<SiteDocument, "requestOnly"> & { requestOnly?: boolean }>,
): Promise<{ documents: StoredDocument[] | null; problems: string[] }> {
  if (step.dryRun) return { documents: null, problems: [] };
  const stored: StoredDocument[] = [];
  const problems: string[] = [];
  for (const document of documents) {
    const bytes = await readPdf(step, document.file);
    if (bytes instanceof PhotoProblem) {
      problems.push(bytes.reason);
      continue;
    }
    const requestOnly = document.requestOnly ?? false;
    stored.push({
      locale: document.locale ?? null,
      title: document.title,
      url: await storePdf(step, bytes, requestOnly),
      sizeBytes: bytes.length,
      requestOnly,
    });
  }
  return problems.length ? { documents: null, problems } : { documents: stored, problems };
}

/** A unit's plans: a picture is stored as a photo is, a PDF as a document; null with the problems as above. */
export async function storePlans(
  step: PhotoStep,
  plans: Array<{ title: string; file: string }>,
): Promise<{ plans: StoredPlan[] | null; problems: string[] }> {
  if (step.dryRun) return { plans: null, problems: [] };
  const stored: StoredPlan[] = [];
  const problems: string[] = [];
  for (const plan of plans) {
    const bytes = await step.read({ id: 0, url: plan.file });
    if (bytes instanceof PhotoProblem) {
      problems.push(bytes.reason);
      continue;
    }
    if (isPdf(bytes)) {
      stored.push({ title: plan.title, url: await storePdf(step, bytes, false), isPdf: true });
      continue;
    }
    const picture = await storeBytes(step, bytes);
    if (picture instanceof PhotoProblem) problems.push(`${plan.file}: ${picture.reason}`);
    else stored.push({ title: plan.title, url: picture.url, isPdf: false });
  }
  return problems.length ? { plans: null, problems } : { plans: stored, problems };
}
