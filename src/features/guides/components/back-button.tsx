import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#src/ui/button.tsx";

/**
 * Goes back when the visitor reached this page from another page of the site (React Router keeps
 * an index in history.state), else to /resources so it never leaves the site.
 */
export function BackButton({ label, className }: { label: string; className?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => {
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) void navigate(-1);
        else void navigate("/resources");
      }}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}
