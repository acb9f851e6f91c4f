import { IMMUTABLE } from "@/lib/http/cache-policy.mjs";
import { fileStore } from "@/lib/storage";

// The photos the content sync stored (lib/content-sync/photos.ts), each under the hash of its content:
// a name never changes what it names, so browsers and CDNs keep it for a year.
const photoName = /^[0-9a-f]{64}\.webp$/;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!photoName.test(file)) return new Response("Not found", { status: 404 });
  const photo = await fileStore("synced").get(file);
  if (!photo) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(photo.bytes), {
    headers: { "content-type": "image/webp", "cache-control": IMMUTABLE, "x-content-type-options": "nosniff" },
  });
}
