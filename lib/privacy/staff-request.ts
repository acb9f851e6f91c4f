import "server-only";
import { z } from "zod";
import type { Database } from "@/lib/db/database";
import {
  addressKey,
  erasePersonalDataOf,
  exportPersonalData,
  type ErasureReport,
  type PersonalDataExport,
} from "./requests";

// A request about one person's data as staff make it (`npm run privacy:export`, `privacy:erase`): answered by
// the command on a database it can open, or by the site that holds the embedded one (POST /api/staff/privacy/),
// with the same code.

export const privacyRequest = z.discriminatedUnion("action", [
  z.object({ action: z.literal("export"), address: z.string().max(1000) }),
  z.object({ action: z.literal("erase"), address: z.string().max(1000), apply: z.boolean() }),
]);

export type PrivacyRequest = z.infer<typeof privacyRequest>;

export type PrivacyAnswer =
  { action: "export"; data: PersonalDataExport } | { action: "erase"; erasure: ErasureReport };

/** The sentence that refuses an address that is none, or null for a well-formed one. */
export function addressProblem(address: string): string | null {
  return addressKey(address) ? null : `"${address}" is not an e-mail address: give the address the person wrote from.`;
}

/** Exports or erases what the database holds under the request's address (checked first: see addressProblem). */
export async function answerPrivacyRequest(request: PrivacyRequest, db: Database): Promise<PrivacyAnswer> {
  const key = addressKey(request.address);
  if (!key) throw new Error(addressProblem(request.address)!);
  if (request.action === "export") return { action: "export", data: await exportPersonalData(key, db) };
  return { action: "erase", erasure: await erasePersonalDataOf(key, { apply: request.apply }, db) };
}
