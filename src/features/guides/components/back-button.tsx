import { ArrowLeft } from "lucide-react";
import { Button } from "#src/ui/button-base.tsx";

/** Whether the visitor came to this page from another page of the site, in this tab. */
function cameFromSite(): boolean {
  try {
    return history.length > 1 && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * Goes back when the visitor reached this page from another page of the site, else to /resources
 * so it never leaves the site. Router-free (the guide page is an island, decision 051): every page
 * it can come from is a full page load, so the referrer says where the visitor was.
 */
export function BackButton({ label, className }: { label: string; className?: string }) {
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => {
        if (cameFromSite()) history.back();
        else location.assign("/resources");
      }}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}
