import "server-only";
import { clientAddress } from "@/lib/http/client-address";
import { bearerMatches } from "./bearer";

/**
 * Whether a request to a staff or revalidation endpoint carries its secret. A refused attempt is logged
 * with the endpoint, the time and the address it came from.
 */
export function isAuthorised(request: Request, secret: string | undefined, endpoint: string): boolean {
  if (bearerMatches(request.headers.get("authorization"), secret)) return true;
  const address = clientAddress() ?? "unknown address";
  console.warn(`Refused ${endpoint} at ${new Date().toISOString()} from ${address}: wrong or missing secret`);
  return false;
}
