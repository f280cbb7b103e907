import { Camera } from "lucide";
import { Link } from "wouter";
import { sectionPath } from "@/lib/sections";
import { primaryButton } from "@/ui/field";
import { Icon } from "@/ui/icon";

/** The dashboard's first action, right under the ring: where a meal gets logged. */
export function LogMealAction() {
  return (
    <Link
      href={sectionPath("photo")}
      className={`${primaryButton} inline-flex min-h-11 w-full items-center justify-center gap-2 sm:w-auto`}
    >
      <Icon node={Camera} className="size-5" /> Log a meal
    </Link>
  );
}
