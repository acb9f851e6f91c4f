import { describe, expect, it } from "vitest";
import { announcedListingChange } from "@/lib/db/cache-tags";
import { announceTagsExpired, onTagsExpired } from "@/lib/cache/tag-events.mjs";

describe("expired tags heard on this server (the proxy's memory of which properties and projects exist follows them)", () => {
  it("reach every listener until it stops, even when another listener fails", () => {
    const heard: string[][] = [];
    const failing = onTagsExpired(() => {
      throw new Error("broken listener");
    });
    const stop = onTagsExpired((tags) => heard.push(tags));
    announceTagsExpired(["property:3"]);
    stop();
    failing();
    announceTagsExpired(["team"]);
    expect(heard).toEqual([["property:3"]]);
  });

  it.each([
    [["properties"], true],
    [["property:12"], true],
    [["*"], true],
    [["team", "content"], false],
    [["projects"], true],
    [["project:2"], true],
    [["site", "testimonials"], false],
  ])("%j may change which properties or projects exist: %s", (tags, expected) => {
    expect(announcedListingChange(tags)).toBe(expected);
  });
});
