import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";

/**
 * Scalar's reader for the generated OpenAPI document. Loaded only by the API reference page (a
 * lazy chunk), never on other routes. No external fonts: the site's CSP serves fonts itself.
 */
export default function ApiReferenceViewer({ url }: { url: string }) {
  return (
    <ApiReferenceReact
      configuration={{
        url,
        withDefaultFonts: false,
        hideClientButton: true,
        hideDarkModeToggle: true,
        telemetry: false,
        // Its developer toolbar (Share, Deploy, Generate SDK) links to Scalar's hosted services.
        showDeveloperTools: "never",
        // Nothing leaves the site: no hosted AI agent, no MCP link.
        agent: { disabled: true },
        mcp: { disabled: true },
      }}
    />
  );
}
