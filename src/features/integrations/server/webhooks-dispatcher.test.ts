import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { signDelivery, WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from "./webhooks-dispatcher.ts";

describe("the retry schedule", () => {
  it("backs off exponentially over about a day, then stops", () => {
    const waits = Array.from(
      { length: WEBHOOK_MAX_ATTEMPTS - 1 },
      (_, i) => webhookRetryDelayMs(i + 1, () => 0.5)!,
    );
    for (let i = 1; i < waits.length - 1; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    const hours = waits.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(26);
    expect(webhookRetryDelayMs(WEBHOOK_MAX_ATTEMPTS)).toBeNull();
    expect(webhookRetryDelayMs(1, () => 0)).toBe(4500);
    expect(webhookRetryDelayMs(1, () => 1)).toBe(5500);
  });
});

describe("signDelivery", () => {
  const secret = `whsec_${Buffer.from("a-signing-secret-for-test").toString("base64")}`;
  const old = `whsec_${Buffer.from("the-previous-secret-12345").toString("base64")}`;
  it("writes the Standard Webhooks headers the reference library verifies", () => {
    const body = '{"type":"deal.won"}';
    const at = new Date();
    const headers = signDelivery(
      { secret, previousSecret: null, previousSecretUntil: null },
      "msg_1",
      body,
      at,
    );
    expect(headers["webhook-timestamp"]).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(new Webhook(secret).verify(body, headers)).toEqual({ type: "deal.won" });
    expect(() => new Webhook(old).verify(body, headers)).toThrow();
  });
  it("adds the previous secret's signature only while it overlaps", () => {
    const at = new Date();
    const during = signDelivery(
      { secret, previousSecret: old, previousSecretUntil: new Date(at.getTime() + 1000) },
      "msg_2",
      "{}",
      at,
    );
    expect(during["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(() => new Webhook(old).verify("{}", during)).not.toThrow();
    const after = signDelivery(
      { secret, previousSecret: old, previousSecretUntil: new Date(at.getTime() - 1000) },
      "msg_2",
      "{}",
      at,
    );
    expect(after["webhook-signature"]!.split(" ")).toHaveLength(1);
  });
});
