import { Copy, Link2 } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { campaignUtmSchema } from "../../campaign-return.contract.ts";
import type { CampaignDto } from "../../command-center.contract.ts";

/** The pages a campaign link may land on. */
const LANDINGS = [
  { label: "Home page", path: "/" },
  { label: "Enterprise", path: "/enterprise" },
  { label: "Startup", path: "/startup" },
] as const;

function campaignLink(origin: string, path: string, utm: CampaignDto["utm"]): string {
  const q = new URLSearchParams();
  if (utm.source) q.set("utm_source", utm.source);
  if (utm.medium) q.set("utm_medium", utm.medium);
  if (utm.campaign) q.set("utm_campaign", utm.campaign);
  return `${origin}${path}?${q.toString()}`;
}

/** A campaign card's links: its UTM values, set here, and links carrying them to copy. */
export function CampaignLinks({ campaign }: { campaign: CampaignDto }) {
  const { run, busy, fields, setFields } = useStaffAction();
  const [open, setOpen] = useState(false);
  const [utm, setUtm] = useState({
    source: campaign.utm.source ?? "",
    medium: campaign.utm.medium ?? "",
    campaign: campaign.utm.campaign ?? "",
  });
  const save = async () => {
    const checked = checkForm(campaignUtmSchema, utm);
    if (!checked.ok) return setFields(checked.fields);
    const done = await run(
      "utm",
      () => api(`/api/command-center/campaigns/${campaign.id}/utm`, { method: "PUT", body: checked.data }),
      {
        failure: "Failed to save the campaign links",
      },
    );
    if (done) setOpen(false);
  };
  const copy = async (path: string) => {
    const link = campaignLink(window.location.origin, path, campaign.utm);
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied");
    } catch {
      toast.error(`Copy this link: ${link}`);
    }
  };
  return (
    <div className="grid gap-2 text-sm">
      {campaign.utm.campaign ? (
        <>
          <p className="text-xs text-muted-fg [overflow-wrap:anywhere]">
            utm_source={campaign.utm.source ?? "—"} · utm_medium={campaign.utm.medium ?? "—"} · utm_campaign=
            {campaign.utm.campaign}
          </p>
          <div className="flex flex-wrap gap-2">
            {LANDINGS.map((l) => (
              <Button key={l.path} size="sm" variant="ghost" onClick={() => void copy(l.path)}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                Copy {l.label} link<span className="sr-only"> of {campaign.name}</span>
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p className="text-xs text-muted-fg">No UTM values yet: its return cannot be measured.</p>
      )}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Links of ${campaign.name}`}
        description="Visits arriving with these values, and the leads and deals they bring, count for this campaign."
        trigger={
          <Button size="sm" variant="outline" className="w-fit">
            <Link2 aria-hidden="true" className="h-4 w-4" />
            Set UTM values<span className="sr-only"> of {campaign.name}</span>
          </Button>
        }
      >
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            label="utm_source"
            value={utm.source}
            error={fields.source}
            onChange={(e) => setUtm({ ...utm, source: e.target.value })}
          />
          <TextField
            label="utm_medium"
            value={utm.medium}
            error={fields.medium}
            onChange={(e) => setUtm({ ...utm, medium: e.target.value })}
          />
          <TextField
            label="utm_campaign"
            value={utm.campaign}
            error={fields.campaign}
            onChange={(e) => setUtm({ ...utm, campaign: e.target.value })}
          />
          <Button type="submit" disabled={busy === "utm"}>
            Save links
          </Button>
        </form>
      </FormDialog>
    </div>
  );
}
