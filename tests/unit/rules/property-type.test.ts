import { describe, it, expect } from "vitest";
import { propertyTypeIcon } from "../../../lib/rules";

describe("propertyTypeIcon", () => {
  it.each([
    [1, "residential"],
    [2, "commercial"],
    [3, "industrial"],
    [4, "land"],
    [5, "commercial"],
    [6, "retail"],
    [7, "commercial"],
    [0, "commercial"],
    [8, "commercial"],
    [-1, "commercial"],
    [NaN, "commercial"],
  ])("%s -> %s", (webId, icon) => {
    expect(propertyTypeIcon(webId)).toBe(icon);
  });
});
