import { Loader2 } from "lucide-react";
import { cn } from "./cn.ts";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <>
      <Loader2 aria-hidden="true" className={cn("h-4 w-4 animate-spin", className)} />
      <span className="sr-only">{label}</span>
    </>
  );
}
