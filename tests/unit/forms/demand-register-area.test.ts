import { encode } from "@googlemaps/polyline-codec";
import { describe, expect, it } from "vitest";
import { demandRegisterSchema } from "@/lib/forms/schemas";
import { encodePolygon } from "@/lib/rules/polygon";
import { criteriaOf } from "@/lib/standing-search/register";

// The demand register's drawn area (carried over from the search's map): a zone of its own, normalised on the server.
const form = (fields: Record<string, unknown>) =>
  demandRegisterSchema.safeParse({
    goal: "0",
    categoryIds: ["11"],
    title: "MS",
    firstName: "Anna",
    lastName: "Peeters",
    email: "anna@example.be",
    privacy: "on",
    ...fields,
  });
const square = encodePolygon([
  [50.84, 4.34],
  [50.84, 4.37],
  [50.86, 4.37],
  [50.86, 4.34],
])!;

describe("a standing search's drawn area", () => {
  it("stands for a zone: no region, postal code or town is needed beside it", () => {
    expect(form({}).error?.issues.map((i) => i.message)).toContain("zones");
    expect(form({ area: square }).error?.issues.map((i) => i.message) ?? []).not.toContain("zones");
  });

  it("is kept in its normalised form, and dropped when it names no area", () => {
    const parsed = (area: string) => {
      const result = form({ area, regions: ["brussels"] });
      return result.success ? criteriaOf(result.data).area : result.error.issues;
    };
    // The same square, drawn clockwise from another corner, as the address would not keep it.
    const reversed = encode(
      [
        [50.86, 4.34],
        [50.86, 4.37],
        [50.84, 4.37],
        [50.84, 4.34],
      ],
      4,
    );
    expect(reversed).not.toBe(square);
    expect(parsed(reversed)).toBe(square);
    expect(parsed("abc")).toBeUndefined();
    expect(parsed("<script>")).toBeUndefined();
  });
});
