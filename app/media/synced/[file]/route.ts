import fs from "node:fs/promises";
import path from "node:path";
import { config } from "@/lib/config";
import { IMMUTABLE } from "@/lib/http/cache-policy.mjs";

// The photos the content sync stored (lib/content-sync/photos.ts), each under the hash of its content:
// a name never changes what it names, so browsers and CDNs keep it for a year.
const photoName = /^[0-9a-f]{64}\.webp$/;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!photoName.test(file)) return new Response("Not found", { status: 404 });
  try {
    const bytes = await fs.readFile(path.join(config.mediaDir, file));
    return new Response(new Uint8Array(bytes), {
      headers: { "content-type": "image/webp", "cache-control": IMMUTABLE, "x-content-type-options": "nosniff" },
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}
