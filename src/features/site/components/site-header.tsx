import { CalendarDays, Flame, Phone, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { clearPreferredSegment } from "#src/lib/preferences.ts";
import { telHref } from "#src/lib/tel.ts";
import { cn } from "#src/ui/cn.ts";
import { HOVER_CLOSE_DELAY_MS, HoverMenu, menuItemClass } from "#src/ui/hover-menu.tsx";
import { ThemeToggle } from "#src/ui/theme.tsx";
import { DIGITAL_MENU, SIGNED_IN_MENU, TOOLS_MENU, VENTURES_PROGRAM } from "../content/navigation.ts";
import { isSitePath } from "../shell.contract.ts";
import { UserAvatar } from "./avatar.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import { useScrollToContact, useShell } from "./use-shell.ts";
import { useSignOut } from "./use-sign-out.ts";

const navLink = "inline-flex h-10 items-center rounded-md px-3 text-sm font-medium hover:bg-muted";

export function SiteHeader() {
  const { user, profile, site } = useShell();
  const { pathname } = useLocation();
  const onFlare = pathname === "/flare" || pathname.startsWith("/flare/");
  const signOut = useSignOut("site");

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link
          to="/"
          onClick={clearPreferredSegment}
          data-clear-segment=""
          className="mr-2 inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
          aria-label={`${site.companyName} home`}
        >
          <Flame aria-hidden="true" className="h-6 w-6 text-primary" />
          <span>{site.companyName}</span>
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          <HoverMenu label="Digital">
            {DIGITAL_MENU.map((item) => (
              <Link key={item.to} to={item.to} className={menuItemClass}>
                {item.label}
              </Link>
            ))}
          </HoverMenu>
          <HoverMenu label="Programs">
            <Link to={VENTURES_PROGRAM.to} className={menuItemClass}>
              {VENTURES_PROGRAM.label}
            </Link>
            <a
              href={site.noCodePlatformUrl}
              className={menuItemClass}
              target="_blank"
              rel="noopener noreferrer"
            >
              {site.noCodePlatformName}
            </a>
          </HoverMenu>
          <HoverMenu label="Tools">
            {TOOLS_MENU.map((item) => (
              <Link key={item.to} to={item.to} className={menuItemClass}>
                {item.label}
              </Link>
            ))}
          </HoverMenu>
          <Link to="/flare" className={cn(navLink, "font-bold text-primary")}>
            GOT FLARE?
          </Link>
          <Link to="/about" className={navLink}>
            100 Meetups
          </Link>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <ContactUs onFlare={onFlare} pathname={pathname} phone={site.phone} bookingUrl={site.bookingUrl} />
          <ThemeToggle />
          <div className="hidden md:block">
            {user ? (
              <HoverMenu
                align="right"
                buttonLabel="Account menu"
                buttonClassName="px-1"
                label={<UserAvatar url={profile?.avatarUrl} name={profile?.username ?? user.email} />}
              >
                <p className="truncate px-3 py-2 text-xs text-muted-fg">{user.email}</p>
                {SIGNED_IN_MENU.map((item) => (
                  <Link key={item.to} to={item.to} className={menuItemClass}>
                    {item.label}
                  </Link>
                ))}
                <button
                  type="button"
                  className={menuItemClass}
                  data-sign-out="site"
                  onClick={() => void signOut()}
                >
                  Sign Out
                </button>
              </HoverMenu>
            ) : (
              <HoverMenu
                align="right"
                buttonLabel="Account menu"
                label={<UserRound aria-hidden="true" className="h-5 w-5" />}
              >
                <Link to="/auth" className={menuItemClass}>
                  Sign In
                </Link>
              </HoverMenu>
            )}
          </div>
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}

/** "Contact Us" scrolls to the contact form; hovering shows Call Now and Schedule a Meeting. */
function ContactUs(props: { onFlare: boolean; pathname: string; phone: string; bookingUrl: string }) {
  const scrollToContact = useScrollToContact();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only reveals extra links; both are reachable by keyboard
    <div
      className="relative hidden sm:block"
      data-hover-menu="focus"
      onPointerEnter={(e) => e.pointerType === "mouse" && show()}
      onPointerLeave={(e) => e.pointerType === "mouse" && hide()}
      onFocus={show}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
    >
      <button
        type="button"
        data-contact=""
        onClick={() => scrollToContact(props.pathname)}
        className={cn(
          "inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-fg hover:bg-primary-hover",
          props.onFlare && "font-mono",
        )}
      >
        {props.onFlare ? "$ contact --us" : "Contact Us"}
      </button>
      <div
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-56 rounded-lg border border-border bg-card p-1 shadow-lg"
      >
        <a href={telHref(props.phone)} className={menuItemClass}>
          <Phone aria-hidden="true" className="h-4 w-4" /> Call Now
        </a>
        {isSitePath(props.bookingUrl) ? (
          <Link to={props.bookingUrl} className={menuItemClass}>
            <CalendarDays aria-hidden="true" className="h-4 w-4" /> Schedule a Meeting
          </Link>
        ) : (
          <a href={props.bookingUrl} className={menuItemClass} target="_blank" rel="noopener noreferrer">
            <CalendarDays aria-hidden="true" className="h-4 w-4" /> Schedule a Meeting
          </a>
        )}
      </div>
    </div>
  );
}
