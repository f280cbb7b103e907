import { boot } from "@/app/boot";
import "./index.css";
import { registerServiceWorker } from "./sw-register";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
void boot(root);
registerServiceWorker();
