import { BottomNav } from "@/features/nav/bottom-nav";
import { NavBar } from "@/features/nav/nav-bar";
import { BannerSlot } from "./banner-slot";
import { SectionView } from "./section-view";
import type { SectionId } from "./sections";

/** The main app at / and its section paths: banner, navigation, the section, bottom nav. */
export function AppShell({ section }: { section: SectionId }) {
  const logout = () => {
    window.location.href = "/api/logout";
  };
  return (
    <div className="min-h-screen pb-20 md:pb-0">
      <BannerSlot />
      <NavBar user={null} onLogout={logout} />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <SectionView id={section} />
      </main>
      <BottomNav />
    </div>
  );
}
