import { ArrowUp, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "#src/lib/tel.ts";
import { ButtonLink } from "#src/ui/button.tsx";
import { FLARE_CANVAS_MENU, QUICK_LINKS, RESOURCE_LINKS } from "../content/navigation.ts";
import { UserAvatar } from "./avatar.tsx";
import { useShell } from "./use-shell.ts";

const link = "text-sm text-muted-fg hover:text-fg hover:underline";

export function SiteFooter() {
  const { user, profile, site } = useShell();
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-lg font-bold">{site.companyName}</p>
          <p className="mt-2 text-sm text-muted-fg">
            AI-augmented software development for startups, enterprises and government.
          </p>
          <ul className="mt-4 flex flex-wrap gap-3" aria-label="Social links">
            {site.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} className={link} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold">Quick Links</h2>
          <ul className="mt-3 grid gap-2">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Resources">
          <h2 className="text-sm font-semibold">Resources</h2>
          <ul className="mt-3 grid gap-2">
            {RESOURCE_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="FLARE Canvas">
          <h2 className="text-sm font-semibold">FLARE Canvas</h2>
          <ul className="mt-3 grid gap-2">
            {FLARE_CANVAS_MENU.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">Contact</h2>
          <address className="mt-3 grid gap-2 not-italic">
            <span className="flex gap-2 text-sm text-muted-fg">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" /> {site.streetAddress}
            </span>
            <a href={telHref(site.phone)} className={`flex gap-2 ${link}`}>
              <Phone aria-hidden="true" className="h-4 w-4" /> {site.phone}
            </a>
            <a href={`mailto:${site.email}`} className={`flex gap-2 ${link}`}>
              <Mail aria-hidden="true" className="h-4 w-4" /> {site.email}
            </a>
          </address>
          <div className="mt-4">
            {user ? (
              <p className="flex items-center gap-2 text-sm">
                <UserAvatar
                  url={profile?.avatarUrl}
                  name={profile?.username ?? user.email}
                  className="h-6 w-6 text-xs"
                />
                <span className="truncate">{user.email}</span>
              </p>
            ) : (
              <ButtonLink to="/auth" variant="outline" size="sm">
                Sign In
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between border-t border-border px-4 py-4">
        <p className="text-xs text-muted-fg">
          © {new Date().getFullYear()} {site.companyName}. Demo company.
        </p>
        <button
          type="button"
          data-scroll-top=""
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm hover:bg-bg"
        >
          <ArrowUp aria-hidden="true" className="h-4 w-4" /> Back to top
        </button>
      </div>
    </footer>
  );
}
