import "server-only";
import { sharedSecret } from "@/lib/config";
import { clientAddress } from "@/lib/http/client-address";
import { brusselsDay } from "./calendar";
import { bufferView } from "./view-buffer";
import { countsAsView, visitorKey } from "./view-count";

// Called for a view beacon (lib/portal/view-beacon.ts); the page itself was served from the cache.

export function countPropertyView(
  request: { method: string; headers: Pick<Headers, "get"> },
  propertyId: number,
  now = new Date(),
) {
  const address = clientAddress();
  if (!countsAsView({ method: request.method, address, headers: request.headers })) return;
  const day = brusselsDay(now);
  const key = visitorKey(sharedSecret("VIEW_COUNT_SECRET"), day, address!, propertyId);
  bufferView({ day, key, propertyId });
}
