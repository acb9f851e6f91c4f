import { describe, expect, it } from "vitest";
import { projectPath } from "@/lib/i18n/project-path";

describe("projectPath", () => {
  it.each([
    ["en", "/en/projects/les-jardins/7/"],
    ["nl", "/nl/projecten/les-jardins/7/"],
    ["fr", "/fr/projets/les-jardins/7/"],
    ["de", "/de/projekte/les-jardins/7/"],
  ] as const)("builds the canonical path of a project in %s", (locale, path) => {
    expect(projectPath({ id: 7, slug: "les-jardins" }, locale)).toBe(path);
  });
});
