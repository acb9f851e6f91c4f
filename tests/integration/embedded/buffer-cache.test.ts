import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openConnection } from "@/lib/db/infra/connection";

// A command may open the embedded database with a smaller buffer cache (the sync does, to keep its memory
// low); that holds for its own process only and never changes what the site gets from the same folder.
describe("the embedded database's buffer cache", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "buffer-cache-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const sharedBuffers = async (options?: Parameters<typeof openConnection>[1]) => {
    const connection = openConnection({ kind: "embedded", dataDir }, options);
    try {
      const [row] = await connection.prisma.$queryRawUnsafe<Array<{ shared_buffers: string }>>("SHOW shared_buffers");
      return row!.shared_buffers;
    } finally {
      await connection.close();
    }
  };

  it("is what the command asks for, and PostgreSQL's default again for the next opener", async () => {
    expect(await sharedBuffers({ sharedBuffers: "16MB" })).toBe("16MB");
    expect(await sharedBuffers()).toBe("128MB");
  });
});
