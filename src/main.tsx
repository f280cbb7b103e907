import { boot } from "@/app/boot";
import { registerServiceWorker } from "./sw-register";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// In a task of its own: evaluating the bundle is already one long task on a slow phone, and
// starting the app inside it made it longer (Lighthouse counts the excess as blocking time).
setTimeout(() => void boot(root), 0);
registerServiceWorker();
