import { describe, expect, it } from "vitest";
import { COMPARE_MAX } from "@/lib/favourites/compare";
import { MAX_FAVOURITES, mergeIds, parseIdList, parseStoredIds, toggleId } from "@/lib/favourites/ids";

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("parseIdList (?ids= of the API and a shared address)", () => {
  it.each([
    ["3,7,12", [3, 7, 12]],
    ["12", [12]],
    [" 3 , 7 ", [3, 7]],
    ["7,3,7", [7, 3]],
    ["", []],
    ["999999999", [999999999]],
    [range(MAX_FAVOURITES).join(","), range(MAX_FAVOURITES)],
  ])("%j → %j", (text, ids) => {
    expect(parseIdList(text)).toEqual(ids);
  });

  it.each([
    ["0"],
    ["-3"],
    ["3,,7"],
    ["3,"],
    ["1.5"],
    ["1e3"],
    ["007"],
    ["abc"],
    ["1000000000"],
    ["3;7"],
    [range(MAX_FAVOURITES + 1).join(",")],
  ])("%j is refused", (text) => {
    expect(parseIdList(text)).toBeNull();
  });
});

describe("parseStoredIds (what local storage holds)", () => {
  it.each([
    [null, []],
    ["", []],
    ["not json", []],
    ['{"a":1}', []],
    ["[3,7,3]", [3, 7]],
    ['[3,"7",-1,0,1.5,null,12]', [3, 12]],
  ])("%j → %j", (raw, ids) => {
    expect(parseStoredIds(raw)).toEqual(ids);
  });

  it(`keeps the newest ${MAX_FAVOURITES}`, () => {
    expect(parseStoredIds(JSON.stringify(range(60)))).toEqual(range(60).slice(-MAX_FAVOURITES));
  });
});

describe("toggleId and mergeIds", () => {
  it("adds an id last and removes it again", () => {
    expect(toggleId([3, 7], 12)).toEqual([3, 7, 12]);
    expect(toggleId([3, 7, 12], 7)).toEqual([3, 12]);
  });

  it(`lets the oldest give way past ${MAX_FAVOURITES}`, () => {
    expect(toggleId(range(MAX_FAVOURITES), 99)).toEqual([...range(MAX_FAVOURITES).slice(1), 99]);
  });

  it(`keeps at most ${COMPARE_MAX} chosen for comparison: a fifth replaces the first chosen`, () => {
    expect(toggleId([3, 7, 12, 20], 31, COMPARE_MAX)).toEqual([7, 12, 20, 31]);
    expect(parseStoredIds("[1,2,3,4,5,6]", COMPARE_MAX)).toEqual([3, 4, 5, 6]);
    expect(mergeIds([1, 2, 3], [4, 5], COMPARE_MAX)).toEqual([2, 3, 4, 5]);
  });

  it("keeps a shared list beside the kept one, without repeats", () => {
    expect(mergeIds([3, 7], [7, 12])).toEqual([3, 7, 12]);
  });
});
