import "server-only";
import { randomBytes } from "node:crypto";
import { config } from "@/lib/config";
import { clientAddress } from "@/lib/http/client-address";
import { brusselsDay } from "./calendar";
import { bufferView } from "./view-buffer";
import { countsAsView, visitorKey } from "./view-count";

// Called for a view beacon (lib/portal/view-beacon.ts); the page itself was served from the cache.
const holder = globalThis as unknown as { __viewCountSecret?: string };

function secret(): string {
  return config.viewCountSecret ?? (holder.__viewCountSecret ??= randomBytes(32).toString("hex"));
}

export function countPropertyView(
  request: { method: string; headers: Pick<Headers, "get"> },
  propertyId: number,
  now = new Date(),
) {
  const address = clientAddress();
  if (!countsAsView({ method: request.method, address, headers: request.headers })) return;
  const day = brusselsDay(now);
  const key = visitorKey(secret(), day, address!, propertyId);
  bufferView({ day, key, propertyId });
}
