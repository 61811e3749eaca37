import { Toaster as Sonner } from "sonner";

/** One toast at a time, closable, gone after a few seconds (DECISIONS.md). */
export function Toaster({ theme }: { theme: "dark" | "light" }) {
  return <Sonner theme={theme} visibleToasts={1} closeButton duration={4000} position="top-center" />;
}

export { toast } from "sonner";
