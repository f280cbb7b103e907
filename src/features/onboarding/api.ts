import { api, read } from "@/lib/api";

export { saveProfile } from "@/lib/session/api";

/** "Skip for now": the server remembers it, so the wizard does not come back. */
export const skipOnboarding = () => read(api.user.onboarding.skip.$post());
