import type { IncomingMessage, ServerResponse } from "node:http";

export const BUILD_DIR: string;
export const PRECOMPRESSED_MARK: string;
export function precompressedFiles(
  build?: string,
): ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | null;
