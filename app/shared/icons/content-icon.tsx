import {
  Award,
  Camera,
  Check,
  ChartColumn,
  Clock,
  Globe,
  Heart,
  Lightbulb,
  type LucideIcon,
  type LucideProps,
  Megaphone,
  MessageCircle,
  Monitor,
  PenTool,
  Search,
  Share2,
  Shield,
  ShoppingCart,
  Smartphone,
  Target,
  TrendingUp,
  Users,
  Video,
  Zap,
} from "lucide-react";
import type { IconName } from "~/shared/content-types";

const ICONS: Record<IconName, LucideIcon> = {
  monitor: Monitor,
  search: Search,
  megaphone: Megaphone,
  share: Share2,
  users: Users,
  video: Video,
  chart: ChartColumn,
  target: Target,
  shield: Shield,
  zap: Zap,
  heart: Heart,
  award: Award,
  clock: Clock,
  smartphone: Smartphone,
  "shopping-cart": ShoppingCart,
  pen: PenTool,
  camera: Camera,
  message: MessageCircle,
  globe: Globe,
  lightbulb: Lightbulb,
  "trending-up": TrendingUp,
  check: Check,
};

/** Content names icons by string so content modules stay plain data. */
export function ContentIcon({ name, ...props }: { name: IconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
