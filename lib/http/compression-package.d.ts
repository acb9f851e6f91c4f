// The compression package ships no types (@types/compression brings Express's): what
// lib/http/compression.mjs calls of it, as its README documents it.
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface CompressionOptions {
    /** zlib level for gzip and deflate. */
    level?: number;
    /** Brotli's options, keyed by zlib.constants.BROTLI_PARAM_*. */
    brotli?: { params?: Record<number, number> };
  }

  export default function compression(
    options?: CompressionOptions,
  ): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}
