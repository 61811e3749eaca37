import { Inbox, Plug, UserCircle, Users } from "lucide-react";
import { Link } from "react-router";
import { useShell } from "#src/features/site/index.ts";

const tile = "flex items-start gap-3 rounded-xl border border-border bg-card p-4 hover:border-primary";

/** Where the rest of the settings are: Team, your profile, Integrations and (for admins) the Outbox. */
export function SettingsLinks({ isAdmin }: { isAdmin: boolean }) {
  const { roles } = useShell();
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="More settings">
      <li>
        <Link to="/command-center/settings/team" className={tile}>
          <Users aria-hidden="true" className="mt-0.5 h-5 w-5 text-primary" />
          <span>
            <span className="block font-semibold">Team</span>
            <span className="block text-sm text-muted-fg">
              {roles.includes("admin") ? "Grant and revoke staff roles." : "Who manages staff roles."}
            </span>
          </span>
        </Link>
      </li>
      <li>
        <Link to="/profile" className={tile}>
          <UserCircle aria-hidden="true" className="mt-0.5 h-5 w-5 text-primary" />
          <span>
            <span className="block font-semibold">Your profile</span>
            <span className="block text-sm text-muted-fg">Username and avatar.</span>
          </span>
        </Link>
      </li>
      <li>
        <Link to="/command-center/settings/integrations" className={tile}>
          <Plug aria-hidden="true" className="mt-0.5 h-5 w-5 text-primary" />
          <span>
            <span className="block font-semibold">Integrations</span>
            <span className="block text-sm text-muted-fg">Outside services the platform connects to.</span>
          </span>
        </Link>
      </li>
      {isAdmin ? (
        <li>
          <Link to="/command-center/outbox" className={tile}>
            <Inbox aria-hidden="true" className="mt-0.5 h-5 w-5 text-primary" />
            <span>
              <span className="block font-semibold">Outbox</span>
              <span className="block text-sm text-muted-fg">
                Every email the platform sent or keeps; resend failed ones.
              </span>
            </span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
