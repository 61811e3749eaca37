import type { RouterContextProvider } from "react-router";
import { getOrCreateProfile } from "#src/features/identity/server/index.ts";
import { themeFromCookie } from "#src/lib/theme-cookie.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { actorForRequest } from "#src/platform/http/page-guard.ts";
import type { ShellData, ShellSite } from "../shell.contract.ts";
import type { SiteSettings } from "../site.contract.ts";
import { getSiteSettings } from "./site-settings.service.ts";

/** The root loader's work: theme cookie, session and roles, profile, site settings. */
export async function loadShellData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ShellData> {
  const { services } = getRequestState(context);
  const theme = themeFromCookie(request.headers.get("cookie"));
  let actor: Awaited<ReturnType<typeof actorForRequest>> = null;
  try {
    actor = await actorForRequest(request, context);
  } catch (err) {
    // A failed session or role check must not take every page down: it is logged and the visitor
    // is treated as signed out (no roles).
    services.logger.warn({ err }, "session or role check failed");
  }
  let profile: ShellData["profile"] = null;
  let profileError = false;
  if (actor) {
    try {
      const p = await getOrCreateProfile(services.db, actor);
      profile = { username: p.username, avatarUrl: p.avatarUrl };
    } catch (err) {
      services.logger.warn({ err }, "profile load failed");
      profileError = true;
    }
  }
  return {
    theme,
    user: actor ? { id: actor.user.id, email: actor.user.email } : null,
    roles: actor?.roles ?? [],
    profile,
    profileError,
    // The taglines stay on the server: only the home page's one goes out, in its own loader data.
    site: withoutTaglines(await getSiteSettings(services.db)),
    demo: services.config.demo,
    publicUrl: services.config.publicUrl,
  };
}

function withoutTaglines({ taglines: _taglines, ...site }: SiteSettings): ShellSite {
  return site;
}
