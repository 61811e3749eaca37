import { ButtonLink } from "#src/ui/button.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { type ContactRowDto, crmPaths } from "../../crm.contract.ts";
import { EngagementBadge } from "../crm-badges.tsx";
import { ContactTags } from "./contact-tags.tsx";

/** A contact at a glance beside the list, with the way to their page. */
export function ContactQuickView({
  contact,
  onClose,
}: {
  contact: ContactRowDto | null;
  onClose: () => void;
}) {
  return (
    <Sheet
      open={contact !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={contact ? `${contact.firstName} ${contact.lastName}` : "Contact"}
      side="right"
    >
      {contact ? (
        <div className="grid gap-3 p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {(
              [
                ["Email", contact.email],
                ["Phone", contact.phone],
                ["Job title", contact.jobTitle],
                ["Company", contact.companyName],
                ["Lifecycle", contact.lifecycleStage],
                ["Interactions", String(contact.interactionCount)],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-fg">{k}</dt>
                <dd className="[overflow-wrap:anywhere]">{v ?? "—"}</dd>
              </div>
            ))}
          </dl>
          <EngagementBadge score={contact.engagementScore} />
          <ContactTags tags={contact.tags} />
          <ButtonLink to={crmPaths.contact(contact.id)}>Open contact</ButtonLink>
        </div>
      ) : null}
    </Sheet>
  );
}
