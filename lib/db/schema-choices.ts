// The schema's choices (its enums) as plain value lists, for what checks input outside lib/db (the
// content sync's file fields): one source for the values, the schema's.
export * from "@/lib/generated/prisma/enums";
