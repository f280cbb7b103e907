import { Camera, ChartColumn, House, Settings } from "lucide";
import { Link, useLocation } from "wouter";
import { sectionPath } from "@/lib/sections";
import { Icon } from "@/ui/icon";

/**
 * Fixed bottom nav on phones: Home and Upload open the upload section.
 * Toasts show at the top on phones (AppToaster), never over it.
 */
const ITEMS = [
  { label: "Home", icon: House, path: sectionPath("photo") },
  { label: "Upload", icon: Camera, path: sectionPath("photo") },
  { label: "Stats", icon: ChartColumn, path: sectionPath("dashboard") },
  { label: "Settings", icon: Settings, path: sectionPath("settings") },
] as const;

/**
 * The one item for the screen shown: Home and Upload both open the upload section, and it is
 * Upload that names it, so Home is never the one highlighted.
 */
const currentOf = (location: string) => ITEMS.find((item) => item.label !== "Home" && item.path === location);

export function BottomNav() {
  const [location] = useLocation();
  const current = currentOf(location);
  return (
    <nav
      aria-label="Quick navigation"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-4 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      {ITEMS.map((item) => (
        <Link
          key={item.label}
          href={item.path}
          aria-current={item === current ? "page" : undefined}
          className={`flex h-16 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
            item === current ? "text-brand-700 dark:text-brand-500" : "text-slate-600 dark:text-slate-300"
          }`}
        >
          <Icon node={item.icon} className="size-5" />
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
