import type { ReactNode } from "react";

/** The subscription banner's place, fixed at the top of every screen of the main app. */
export function BannerSlot({ children }: { children?: ReactNode }) {
  return (
    <div data-testid="banner-slot" className="sticky top-0 z-50">
      {children}
    </div>
  );
}
