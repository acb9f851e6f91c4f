import { describe, expect, it } from "vitest";
import { exceedsUploadQuota } from "@/lib/forms/upload-quota";

const MB = 1024 * 1024;
const quota = { filesPerAddress: 10, bytesPerAddress: 25 * MB, bytesSiteWide: 500 * MB };
const totals = (files: number, mb: number) => ({ files, bytes: mb * MB });

describe("the daily upload allowance", () => {
  it.each([
    ["a first file", totals(1, 2), totals(0, 0), totals(0, 0), false],
    ["the tenth file of the day", totals(1, 1), totals(9, 9), totals(9, 9), false],
    ["an eleventh file", totals(1, 1), totals(10, 10), totals(10, 10), true],
    ["a file that takes the address past 25 MB", totals(1, 5), totals(5, 21), totals(5, 21), true],
    ["exactly 25 MB", totals(1, 5), totals(5, 20), totals(5, 20), false],
    ["a file that takes the site past 500 MB", totals(1, 2), totals(0, 0), totals(300, 499), true],
    ["an unknown address, within the site's allowance", totals(1, 2), null, totals(300, 100), false],
    ["an unknown address, past the site's allowance", totals(1, 2), null, totals(300, 499), true],
    ["a form sent without a file, whatever was sent before", totals(0, 0), totals(99, 99), totals(999, 999), false],
  ])("%s", (_, incoming, address, site, refused) => {
    expect(exceedsUploadQuota(incoming, { address, site }, quota)).toBe(refused);
  });
});
