import {
  Award,
  Beef,
  BicepsFlexed,
  CalendarCheck,
  Camera,
  Crown,
  EggFried,
  Flame,
  type IconNode,
  Images,
  Milk,
  Salad,
  Sprout,
  Target,
  Trophy,
  UtensilsCrossed,
} from "lucide";
import { Icon } from "./icon";

/**
 * Each badge's icon drawn as SVG (ADR 040), by badge id (domain/gamification/badges.ts). The
 * API keeps each badge's emoji as its `icon` (every available badge carries an icon); a badge
 * without an SVG here shows that emoji.
 */
const ICONS: Record<string, IconNode> = {
  first_meal: UtensilsCrossed,
  first_photo: Camera,
  meals_10: Salad,
  meals_100: Award,
  photo_10: Images,
  streak_3: Flame,
  streak_7: CalendarCheck,
  streak_30: Trophy,
  goal_1: Target,
  goal_7: BicepsFlexed,
  goal_30: Crown,
  plant_5: Sprout,
  dairy_5: Milk,
  breakfast_25: EggFried,
  big_meal_50: Beef,
};

export function BadgeIcon({ badge, className }: { badge: { id: string; icon: string }; className?: string }) {
  const node = ICONS[badge.id];
  if (node) return <Icon node={node} className={className} />;
  return <span aria-hidden="true">{badge.icon}</span>;
}
