import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link, useLocation } from "react-router";
import { clearPreferredSegment } from "#src/lib/preferences.ts";
import { Button } from "#src/ui/button.tsx";
import { DIGITAL_MENU, DRAWER_SIGNED_IN, TOOLS_MENU, VENTURES_PROGRAM } from "../content/navigation.ts";
import { UserAvatar } from "./avatar.tsx";
import { useScrollToContact, useShell } from "./use-shell.ts";
import { useSignOut } from "./use-sign-out.ts";

const item = "block rounded-md px-3 py-2.5 text-base hover:bg-muted";
const heading = "px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-fg";

/**
 * The drawer itself (loaded on first use by mobile-drawer.tsx). Radix Dialog traps focus and
 * closes on Escape; focus goes back to the menu button.
 */
export default function MobileDrawerPanel({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const { user, profile, site } = useShell();
  const { pathname } = useLocation();
  const scrollToContact = useScrollToContact();
  const signOut = useSignOut("drawer");
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[86vw] max-w-sm flex-col overflow-y-auto border-l border-border bg-bg p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile" className="mt-2 flex flex-col">
            <Link
              to="/"
              className={item}
              onClick={() => {
                clearPreferredSegment();
                close();
              }}
            >
              Home
            </Link>
            <p className={heading}>Digital</p>
            {DIGITAL_MENU.map((l) => (
              <Link key={l.to} to={l.to} className={item} onClick={close}>
                {l.label}
              </Link>
            ))}
            <p className={heading}>Programs</p>
            <Link to={VENTURES_PROGRAM.to} className={item} onClick={close}>
              {VENTURES_PROGRAM.label}
            </Link>
            <a href={site.noCodePlatformUrl} className={item} target="_blank" rel="noopener noreferrer">
              {site.noCodePlatformName}
            </a>
            <p className={heading}>Tools</p>
            {TOOLS_MENU.map((l) => (
              <Link key={l.to} to={l.to} className={item} onClick={close}>
                {l.label}
              </Link>
            ))}
            <p className={heading}>More</p>
            <Link to="/flare" className={`${item} font-bold text-primary`} onClick={close}>
              GOT FLARE?
            </Link>
            <Link to="/about" className={item} onClick={close}>
              100 Meetups
            </Link>
            <button
              type="button"
              className={`${item} text-left`}
              onClick={() => {
                close();
                scrollToContact(pathname);
              }}
            >
              Contact Us
            </button>
            {user ? (
              <>
                <p className={heading}>Account</p>
                {DRAWER_SIGNED_IN.map((l) => (
                  <Link key={l.to} to={l.to} className={item} onClick={close}>
                    {l.label}
                  </Link>
                ))}
              </>
            ) : (
              <Link to="/auth" className={item} onClick={close}>
                Sign In
              </Link>
            )}
          </nav>
          {user ? (
            <div className="mt-auto flex items-center gap-3 border-t border-border pt-4">
              <UserAvatar url={profile?.avatarUrl} name={profile?.username ?? "User"} className="h-10 w-10" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{profile?.username ?? "User"}</p>
                <p className="truncate text-sm text-muted-fg">{user.email}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                Sign out
              </Button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
