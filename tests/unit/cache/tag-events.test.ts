import { describe, expect, it } from "vitest";
import { changedListingKinds } from "@/lib/db/cache-tags";
import { announceTagsExpired, onTagsExpired } from "@/lib/cache/tag-events.mjs";

describe("expired tags heard on this server (the proxy's memory of which records exist follows them)", () => {
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
    [["properties"], ["property"]],
    [["property:12"], ["property"]],
    [["projects"], ["project"]],
    [["project:2"], ["project"]],
    [["content"], ["post", "value", "page"]],
    [["team"], ["member"]],
    [
      ["team", "property:3"],
      ["property", "member"],
    ],
    [["*"], ["property", "project", "post", "value", "page", "member"]],
    [["site", "testimonials"], []],
  ])("%j may change which records of these kinds exist: %j", (tags, expected) => {
    expect(changedListingKinds(tags)).toEqual(expected);
  });
});
