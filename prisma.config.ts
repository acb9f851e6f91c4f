import { defineConfig } from "prisma/config";

// The CLI is used only for `prisma generate` (offline: lib/db/infra/migrations.ts applies the migrations).
// `prisma migrate deploy` also works against a server where Prisma's native engine can be had.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
