import {
  ClipboardCheck,
  Cloud,
  CodeXml,
  Handshake,
  Landmark,
  Lightbulb,
  type LucideIcon,
  Rocket,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Users,
  Workflow,
} from "lucide-react";
import type { ServiceIconName } from "../../content/services.ts";

/** The lucide icons the service data names; an explicit map keeps the bundle to these few. */
const ICONS: Record<ServiceIconName, LucideIcon> = {
  code: CodeXml,
  "scan-search": ScanSearch,
  rocket: Rocket,
  handshake: Handshake,
  landmark: Landmark,
  users: Users,
  sparkles: Sparkles,
  lightbulb: Lightbulb,
  cloud: Cloud,
  workflow: Workflow,
  "shield-check": ShieldCheck,
  "clipboard-check": ClipboardCheck,
};

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
