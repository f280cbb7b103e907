import type { AuthState } from "@/features/auth/use-auth";
import { GuestBanner } from "@/features/guest/guest-banner";
import { UnavailableSection } from "@/features/sections/unavailable-section";
import { SettingsSection } from "@/features/settings/settings-section";
import type { SectionId } from "./sections";

/** Renders the screen of one section of the main app. */
export function SectionView({ id, auth }: { id: SectionId; auth: AuthState }) {
  switch (id) {
    case "dashboard":
      return (
        <>
          {auth.status === "guest" && <GuestBanner />}
          <UnavailableSection id={id} />
        </>
      );
    case "settings":
      return <SettingsSection auth={auth} />;
    default:
      return <UnavailableSection id={id} />;
  }
}
