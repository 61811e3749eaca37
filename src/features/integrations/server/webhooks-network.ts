import type { WebPostOptions } from "#src/platform/web-fetch/index.ts";

/**
 * How webhooks reach the network: the platform's safe POST and its address policy. Tests and the
 * end-to-end server (config.testLoopbackFetch) serve their receiver on 127.0.0.1, which the
 * policy refuses, as it must; `allowLoopbackWebhooksForTests` lets that one range through.
 */
export const webhookNetwork: Pick<WebPostOptions, "allowPrivateTargetForTests" | "resolve"> = {};

export function allowLoopbackWebhooksForTests(): void {
  webhookNetwork.allowPrivateTargetForTests = (target) => target.address.startsWith("127.");
}

/** The Standard Webhooks secret format: whsec_ and base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64")}`;
}
