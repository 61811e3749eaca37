import { LogOut, Settings, User } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useSignOut } from "#src/features/site/index.ts";

const item =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted";

/** The avatar shows the first letter of the user's email, or U. */
export const avatarLetter = (email: string | null | undefined) => (email?.trim()[0] ?? "U").toUpperCase();

/** The header's user menu: Profile, Settings, Log out ('Successfully signed out', then /auth). */
export function UserMenu({ email }: { email: string }) {
  const signOut = useSignOut("command-center");
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${email}`}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-fg"
      >
        <span aria-hidden="true">{avatarLetter(email)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-border bg-card p-1 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted-fg">
            {email}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={item}>
            <Link to="/profile">
              <User aria-hidden="true" className="h-4 w-4" /> Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/command-center/settings">
              <Settings aria-hidden="true" className="h-4 w-4" /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
