import type { CampaignStatus } from "../command-center.contract.ts";

// How the Marketing page writes a campaign's money, status and dates.

export const STATUS_LABEL: Record<CampaignStatus, string> = {
  planned: "Planned",
  active: "Active",
  paused: "Paused",
  completed: "Completed",
};
export const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
