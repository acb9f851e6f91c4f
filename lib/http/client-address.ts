import "server-only";
import { clientAddressOf } from "@/lib/forms/rate-limit";

/** The address a request came from, as the audit trail and the refusal log record it. */
export function requestAddress(request: Request): string | null {
  return clientAddressOf(request.headers.get("x-forwarded-for"), request.headers.get("x-real-ip"));
}
