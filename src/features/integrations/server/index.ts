export { getImport, listImports } from "./import.service.ts";
export { reviewRows } from "./import-review.service.ts";
export { runPendingImports } from "./import-runner.ts";
export { listTokens } from "./tokens.service.ts";
export { listWebhooks } from "./webhooks.service.ts";
export { createWebhookDispatcher, pruneWebhookLog } from "./webhooks-dispatcher.ts";
export { publishLeadEventsToWebhooks } from "./webhooks-lead-events.ts";
export { allowLoopbackWebhooksForTests } from "./webhooks-network.ts";
export { countWebhookNoticesSince, latestWebhookNotices } from "./webhooks-notices.ts";
