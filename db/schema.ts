// Every table of the product, for drizzle-kit and for the typed database handle.
// Each slice owns its tables; this file only gathers them.
export * from "#src/features/analytics/server/analytics.tables.ts";
export * from "#src/features/command-center/server/command-center.tables.ts";
export * from "#src/features/content/server/content.tables.ts";
export * from "#src/features/crm/server/crm.tables.ts";
export * from "#src/features/enterprise/server/enterprise.tables.ts";
export * from "#src/features/flare/server/flare.tables.ts";
export * from "#src/features/government/server/government.tables.ts";
export * from "#src/features/guides/server/guides.tables.ts";
export * from "#src/features/identity/server/identity.tables.ts";
export * from "#src/features/intake/server/intake.tables.ts";
export * from "#src/features/integrations/server/import.tables.ts";
export * from "#src/features/marketing/server/marketing.tables.ts";
export * from "#src/features/people/server/people.tables.ts";
export * from "#src/features/segments/server/segments.tables.ts";
export * from "#src/features/site/server/site.tables.ts";
export * from "#src/features/startup/server/startup.tables.ts";
export * from "#src/features/ventures/server/ventures.tables.ts";
export * from "#src/features/workspace/server/workspace.tables.ts";
export * from "#src/platform/audit/audit.tables.ts";
export * from "#src/platform/auth/api-tokens.tables.ts";
export * from "#src/platform/auth/auth.tables.ts";
export * from "#src/platform/auth/roles.tables.ts";
export * from "#src/platform/http/idempotency.tables.ts";
export * from "#src/platform/http/rate-limit.tables.ts";
export * from "#src/platform/mail/mail.tables.ts";
export * from "#src/platform/storage/storage.tables.ts";
