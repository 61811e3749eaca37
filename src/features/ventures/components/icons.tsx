import {
  BarChart3,
  Boxes,
  Brain,
  Cloud,
  Globe,
  GraduationCap,
  HeartHandshake,
  Landmark,
  Lightbulb,
  type LucideIcon,
  Rocket,
  Server,
  Shield,
  Sparkles,
  TrendingUp,
  Users,
} from "lucide-react";
import type { IconName } from "../content/ventures.ts";

const ICONS: Record<IconName, LucideIcon> = {
  lightbulb: Lightbulb,
  globe: Globe,
  "heart-handshake": HeartHandshake,
  "trending-up": TrendingUp,
  shield: Shield,
  "bar-chart": BarChart3,
  users: Users,
  sparkles: Sparkles,
  rocket: Rocket,
  brain: Brain,
  cloud: Cloud,
  landmark: Landmark,
  "graduation-cap": GraduationCap,
  server: Server,
  boxes: Boxes,
};

export function VenturesIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className ?? "h-5 w-5 text-primary"} />;
}
