import type { IncomingMessage } from "node:http";

export function readHops(value: string | undefined): number;
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string | null;
export function withClientAddress<T>(req: IncomingMessage, hops: number, next: () => T): T;
