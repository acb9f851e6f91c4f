import { beforeEach, describe, expect, it, vi } from "vitest";

const recordConsent = vi.fn(async () => {});
vi.mock("@/lib/db/consent", () => ({ recordConsent }));
let address: string | null = "198.51.100.7";
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => address }));
const takePoint = vi.fn(async () => true);
vi.mock("@/lib/db/rate-limits", () => ({ takePoint }));
const { POST } = await import("@/app/api/consent/route");

const id = "3f0e8c1a-5b7d-4c2e-9a1f-0b2c3d4e5f60";
const post = (body: string) =>
  POST(
    new Request("http://localhost/api/consent/", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    }),
  );

describe("POST /api/consent/", () => {
  beforeEach(() => {
    recordConsent.mockClear();
    takePoint.mockClear();
    address = "198.51.100.7";
  });

  const valid = JSON.stringify({ consentId: id, revision: 1, accepted: [] });

  it("counts each choice against its address and refuses past the hourly limit with 429", async () => {
    expect((await post(valid)).status).toBe(204);
    expect(takePoint).toHaveBeenCalledWith(
      expect.objectContaining({ name: "consent" }),
      expect.any(String),
      1,
      undefined,
    );
    takePoint.mockResolvedValueOnce(false);
    const refused = await post(valid);
    expect(refused.status).toBe(429);
    expect(recordConsent).toHaveBeenCalledTimes(1);
  });

  it("refuses a request whose client cannot be told, and stores nothing", async () => {
    address = null;
    expect((await post(valid)).status).toBe(400);
    expect(recordConsent).not.toHaveBeenCalled();
  });

  it("stores a valid choice and answers 204", async () => {
    const response = await post(JSON.stringify({ consentId: id, revision: 3, accepted: ["functional", "marketing"] }));
    expect(response.status).toBe(204);
    expect(recordConsent).toHaveBeenCalledWith({
      consentId: id,
      policyVersion: 3,
      accepted: ["functional", "marketing"],
    });
  });

  it.each([
    ["not JSON", "{"],
    ["an empty body", ""],
    ["no id", JSON.stringify({ revision: 1, accepted: [] })],
    ["an id that is not a UUID", JSON.stringify({ consentId: "visitor@example.be", revision: 1, accepted: [] })],
    ["an unknown category", JSON.stringify({ consentId: id, revision: 1, accepted: ["tracking"] })],
    ["a negative version", JSON.stringify({ consentId: id, revision: -1, accepted: [] })],
    ["a version as text", JSON.stringify({ consentId: id, revision: "1", accepted: [] })],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(recordConsent).not.toHaveBeenCalled();
  });
});
