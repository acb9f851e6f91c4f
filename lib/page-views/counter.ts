import "server-only";
import { sharedSecret } from "@/lib/config";
import { clientAddress } from "@/lib/http/client-address";
import { brusselsDay } from "@/lib/rules/calendar";
import { bufferView } from "./buffer";
import { countsAsView, visitorKey } from "./rules";

// Called for a view beacon (lib/page-views/beacon-server.ts); the page itself was served from the cache.

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
