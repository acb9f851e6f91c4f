import { describe, expect, it } from "vitest";
import { actionRequestProblem } from "@/lib/forms/action-request";

// The proxy refuses server action requests Next could not read, which Next itself answers with a 500.

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/en/contact/", { method: "POST", body, headers });

function form(entries: Array<[string, string | File]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("server action requests", () => {
  it("lets readable ones through, with or without JavaScript, and anything that is no action request", async () => {
    const mpa = form([
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", '{"id":"7f00","bound":"$@1"}'],
      ["$ACTION_1:1", '[{"status":"idle"}]'],
      ["firstName", "{not json, and need not be"],
      ["cv", new File(["%PDF-"], "cv.pdf")],
    ]);
    expect(await actionRequestProblem(post(mpa))).toBeNull();
    const script = form([
      ["0", '[{"status":"idle"},"$K1"]'],
      ["1_firstName", "Marie"],
    ]);
    expect(await actionRequestProblem(post(script, { "next-action": "7f00" }))).toBeNull();
    expect(
      await actionRequestProblem(post('["a"]', { "next-action": "7f00", "content-type": "text/plain" })),
    ).toBeNull();
    expect(await actionRequestProblem(post("q=1", { "content-type": "application/x-www-form-urlencoded" }))).toBeNull();
    expect(await actionRequestProblem(new Request("http://localhost/en/"))).toBeNull();
  });

  it("refuses what React cannot decode: rows or previous states that are not JSON", async () => {
    expect(await actionRequestProblem(post(form([["$ACTION_1:1", "garbage"]])))).toBe(400);
    expect(await actionRequestProblem(post(form([["0", "garbage"]]), { "next-action": "7f00" }))).toBe(400);
    expect(await actionRequestProblem(post("garbage", { "next-action": "7f00", "content-type": "text/plain" }))).toBe(
      400,
    );
  });

  it("refuses a broken multipart body and names with control characters, which Next's parser fails on", async () => {
    const broken = post("--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=x" });
    expect(await actionRequestProblem(broken)).toBe(400);
    const file = form([["1_cv", new File(["%PDF-"], "a\u0000b.pdf")]]);
    expect(await actionRequestProblem(post(file, { "next-action": "7f00" }))).toBe(400);
    expect(await actionRequestProblem(post(form([["a\u0007", "x"]]), { "next-action": "7f00" }))).toBe(400);
    // Without JavaScript, Next reads such names itself and the form answers.
    expect(await actionRequestProblem(post(form([["cv", new File(["x"], "a\u0000b.pdf")]])))).toBeNull();
  });
});
