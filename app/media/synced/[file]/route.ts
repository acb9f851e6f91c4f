import { IMMUTABLE } from "@/lib/http/cache-policy.mjs";
import { fileStore } from "@/lib/storage";

// What the content sync stored (lib/content-sync/photos.ts, documents.ts), each under the hash of its
// content: a name never changes what it names, so browsers and CDNs keep it for a year. Photos and plans
// are WebP; a listing's downloadable documents are PDF.
const storedName = /^[0-9a-f]{64}\.(webp|pdf)$/;
const contentTypes = { webp: "image/webp", pdf: "application/pdf" } as const;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const kind = storedName.exec(file)?.[1] as keyof typeof contentTypes | undefined;
  if (!kind) return new Response("Not found", { status: 404 });
  const stored = await fileStore("synced").get(file);
  if (!stored) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(stored.bytes), {
    headers: {
      "content-type": contentTypes[kind],
      "cache-control": IMMUTABLE,
      "x-content-type-options": "nosniff",
    },
  });
}
