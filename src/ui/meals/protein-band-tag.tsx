import { bandLabel, type ProteinBand, proteinBand } from "@domain/meals/protein-band";
import { ArrowDown, ArrowUp, CircleCheck, type IconNode } from "lucide";
import { Icon } from "../icon";

const LOOK: Record<ProteinBand, { icon: IconNode; className: string }> = {
  below: { icon: ArrowDown, className: "text-amber-800 dark:text-amber-200" },
  in: { icon: CircleCheck, className: "text-emerald-700 dark:text-emerald-300" },
  above: { icon: ArrowUp, className: "text-sky-800 dark:text-sky-200" },
};

/**
 * Where a meal's protein sits against the per-meal 20-40 g band, in words ("in the 20-40 g
 * band", "below 20 g", "above 40 g") with an icon and a tint: never by colour alone.
 */
export function ProteinBandTag({ protein }: { protein: number }) {
  const band = proteinBand(protein);
  const look = LOOK[band];
  return (
    <span className={`flex items-center gap-1 text-xs font-medium ${look.className}`} data-testid="meal-band">
      <Icon node={look.icon} className="size-3.5 shrink-0" />
      {bandLabel(band)}
    </span>
  );
}
