import { Menu } from "lucide-react";
import { DIGITAL_MENU, DRAWER_SIGNED_IN, TOOLS_MENU, VENTURES_PROGRAM } from "../content/navigation.ts";
import { UserAvatar } from "./avatar.tsx";
import { useShell } from "./use-shell.ts";

const item = "block rounded-md px-3 py-2.5 text-base hover:bg-muted";
const heading = "px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-fg";
const DRAWER_ID = "site-drawer";

/**
 * The mobile drawer of a static page (decision 051): the same links as the React drawer
 * (mobile-drawer-panel.tsx), rendered by the server into a closed modal `<dialog>`, which
 * src/features/site/lib/static-shell.ts opens. The browser's modal dialog keeps the rest of the
 * page inert, closes on Escape and returns focus to the menu button.
 */
export function StaticDrawer() {
  const { user, profile, site } = useShell();
  return (
    <>
      <button
        type="button"
        className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={DRAWER_ID}
        data-drawer-open=""
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <dialog
        id={DRAWER_ID}
        aria-labelledby={`${DRAWER_ID}-title`}
        aria-describedby={`${DRAWER_ID}-description`}
        className="fixed inset-y-0 right-0 left-auto m-0 ml-auto h-dvh max-h-none w-[86vw] max-w-sm overflow-y-auto border-0 border-l border-border bg-bg p-4 text-fg shadow-xl backdrop:bg-black/60"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex items-center justify-between">
            <h2 id={`${DRAWER_ID}-title`} className="text-lg font-bold">
              Menu
            </h2>
            <button
              type="button"
              data-drawer-close=""
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted"
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ✕
              </span>
            </button>
          </div>
          <p id={`${DRAWER_ID}-description`} className="sr-only">
            Site navigation
          </p>
          <nav aria-label="Mobile" className="mt-2 flex flex-col">
            <a href="/" className={item} data-clear-segment="">
              Home
            </a>
            <p className={heading}>Digital</p>
            {DIGITAL_MENU.map((l) => (
              <a key={l.to} href={l.to} className={item}>
                {l.label}
              </a>
            ))}
            <p className={heading}>Programs</p>
            <a href={VENTURES_PROGRAM.to} className={item}>
              {VENTURES_PROGRAM.label}
            </a>
            <a href={site.noCodePlatformUrl} className={item} target="_blank" rel="noopener noreferrer">
              {site.noCodePlatformName}
            </a>
            <p className={heading}>Tools</p>
            {TOOLS_MENU.map((l) => (
              <a key={l.to} href={l.to} className={item}>
                {l.label}
              </a>
            ))}
            <p className={heading}>More</p>
            <a href="/flare" className={`${item} font-bold text-primary`}>
              GOT FLARE?
            </a>
            <a href="/about" className={item}>
              100 Meetups
            </a>
            <button type="button" className={`${item} text-left`} data-contact="">
              Contact Us
            </button>
            {user ? (
              <>
                <p className={heading}>Account</p>
                {DRAWER_SIGNED_IN.map((l) => (
                  <a key={l.to} href={l.to} className={item}>
                    {l.label}
                  </a>
                ))}
              </>
            ) : (
              <a href="/auth" className={item}>
                Sign In
              </a>
            )}
          </nav>
          {user ? (
            <div className="mt-auto flex items-center gap-3 border-t border-border pt-4">
              <UserAvatar url={profile?.avatarUrl} name={profile?.username ?? "User"} className="h-10 w-10" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{profile?.username ?? "User"}</p>
                <p className="truncate text-sm text-muted-fg">{user.email}</p>
              </div>
              <button
                type="button"
                data-sign-out="drawer"
                className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted"
              >
                Sign out
              </button>
            </div>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
