import { Box } from '@chakra-ui/react';
import {
  BarChart3,
  Briefcase,
  Building2,
  Calendar,
  CheckCircle2,
  Clapperboard,
  Clock,
  Compass,
  Eye,
  FileText,
  Flag,
  Gauge,
  Handshake,
  Landmark,
  Layers,
  Lightbulb,
  LineChart,
  MessageCircle,
  Puzzle,
  Radar,
  RefreshCw,
  Rocket,
  Scale,
  Shield,
  Sparkles,
  Store,
  Target,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../schema/icon.ts';

export const icons: Record<IconName, LucideIcon> = {
  target: Target,
  users: Users,
  calendar: Calendar,
  compass: Compass,
  'trending-up': TrendingUp,
  shield: Shield,
  lightbulb: Lightbulb,
  clock: Clock,
  briefcase: Briefcase,
  layers: Layers,
  'message-circle': MessageCircle,
  'check-circle': CheckCircle2,
  'bar-chart': BarChart3,
  rocket: Rocket,
  handshake: Handshake,
  eye: Eye,
  scale: Scale,
  zap: Zap,
  puzzle: Puzzle,
  flag: Flag,
  building: Building2,
  landmark: Landmark,
  clapperboard: Clapperboard,
  store: Store,
  'line-chart': LineChart,
  radar: Radar,
  refresh: RefreshCw,
  'file-text': FileText,
  sparkles: Sparkles,
  gauge: Gauge,
};

/** A content icon in a soft brass tile. */
export function IconTile({ name }: { name: IconName }) {
  const Icon = icons[name];
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="11"
      borderRadius="xl"
      bg="accent.subtle"
      color="accent.fg"
      flexShrink="0"
    >
      <Icon size={22} strokeWidth={1.75} />
    </Box>
  );
}
