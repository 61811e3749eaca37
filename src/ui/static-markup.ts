import { createContext, type ReactNode } from "react";

/**
 * The server's stored markup of a static island (see static-island.tsx), given by the server entry,
 * which renders each island once per process and reuses the HTML, since an island holds the same
 * markup for every visitor and every request. It answers null while an island has no stored markup
 * yet; it is absent in the browser and in tests that render components on their own. Either way the
 * island then renders its children as usual.
 */
export const StaticMarkupContext = createContext<((id: string, children: ReactNode) => string | null) | null>(
  null,
);
