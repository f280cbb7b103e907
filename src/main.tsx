import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import "./index.css";
import { registerServiceWorker } from "./sw-register";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser paint and take input between them, instead of one long task a slow phone cannot
// interrupt (Lighthouse counts such a task as blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
