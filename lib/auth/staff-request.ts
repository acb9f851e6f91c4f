import "server-only";
import { limitKey } from "@/lib/forms/rate-limit";
import { clientAddress } from "@/lib/http/client-address";
import { limitSubject } from "@/lib/http/ip.mjs";
import { log } from "@/lib/log.mjs";
import { bearerMatches } from "./bearer";

/**
 * Whether a request to a staff or revalidation endpoint carries its secret. A refused attempt is logged
 * with the endpoint, the time and the address it came from as the limits' keyed hash.
 */
export function isAuthorised(request: Request, secret: string | undefined, endpoint: string): boolean {
  if (bearerMatches(request.headers.get("authorization"), secret)) return true;
  const address = clientAddress();
  const client = address ? limitKey({ address: limitSubject(address) }) : null;
  log.warn({ event: "staff.refused", endpoint, client }, "a staff call was refused: wrong or missing secret");
  return false;
}
