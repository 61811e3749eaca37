/** Where the generated OpenAPI 3.1 document is served. */
export const OPENAPI_PATH = "/api/openapi.json";

export const INTEGRATIONS_MESSAGES = {
  pageLoadFailed: "Integrations could not be loaded. Please try again.",
  referenceLoadFailed: "The API reference could not be loaded. Please try again.",
  referenceLoading: "Loading the API reference…",
  referenceIntro: "Every endpoint of the API, generated from the code. The document itself is at",
  backToIntegrations: "Back to Integrations",
  adminsOnly: "Only admins manage integrations. Ask an admin for an API token or a webhook.",
} as const;
