import {
  Bot,
  FileText,
  KeyRound,
  Layers,
  type LucideIcon,
  Network,
  PiggyBank,
  Rocket,
  ShieldCheck,
  Zap,
} from "lucide-react";
import type { HomeIcon } from "../../content/home.ts";

/** The content files name icons by key; this is the only place that knows the components. */
export const HOME_ICONS: Record<HomeIcon, LucideIcon> = {
  rocket: Rocket,
  shield: ShieldCheck,
  zap: Zap,
  "piggy-bank": PiggyBank,
  "file-text": FileText,
  key: KeyRound,
  layers: Layers,
  bot: Bot,
  network: Network,
};
