import { openConnection } from "@/lib/db/infra/connection";
import { recordViews } from "@/lib/db/page-views";

// Test helper process: one "web server" flushing page views into the database at `url`: `batches`
// batches of 20 views, 4 at a time, half of them by visitors the other process counts too.
const [url, property, day, name, batches] = process.argv.slice(2) as [string, string, string, string, string];
const connection = openConnection({ kind: "server", url, poolSize: 4 });
const batch = (b: number) =>
  Array.from({ length: 20 }, (_, i) => ({
    day,
    propertyId: Number(property),
    key: i % 2 === 0 ? `shared-${b}-${i}` : `${name}-${b}-${i}`,
  }));
for (let b = 0; b < Number(batches); b += 4) {
  await Promise.all([b, b + 1, b + 2, b + 3].map((n) => recordViews(batch(n), connection.prisma)));
}
await connection.close();
process.stdout.write("done\n");
