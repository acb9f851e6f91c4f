import { openConnection } from "@/lib/db/infra/connection";

// Test helper process: owns an embedded database, writes 200 rows, holds it until stdin closes.
const dataDir = process.argv[2]!;
const connection = openConnection({ kind: "embedded", dataDir });
await connection.prisma.category.createMany({
  data: Array.from({ length: 200 }, (_, i) => ({ id: 1000 + i, name: `child ${i}`, webId: 1 })),
});
process.stdout.write("ready\n");
process.stdin.resume();
process.stdin.on("end", async () => {
  await connection.close();
  process.exit(0);
});
