import { axeSuite } from "./a11y-axe";

// Both sizes in the light theme, and the desktop once more in the dark one.
axeSuite({ viewport: "phone", colorScheme: "light" });
