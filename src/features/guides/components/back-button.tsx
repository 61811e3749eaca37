import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "#src/ui/button.tsx";

/** Goes back in history when the visitor came from another page here, else to /resources. */
export function BackButton({ label, className }: { label: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => {
        if (location.key !== "default") void navigate(-1);
        else void navigate("/resources");
      }}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}
