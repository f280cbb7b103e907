import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};

// One build for both halves: the React app into dist/client and the Worker into
// dist/proteo, with a wrangler.json that `npm start` and `wrangler deploy` use.
export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare()],
  resolve: { alias },
  build: { sourcemap: false },
});
