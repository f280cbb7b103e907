// Runs before the app so the page never flashes the wrong theme. Mirrors src/features/theme.
(() => {
  var choice = "system";
  try {
    choice = localStorage.getItem("proteo-theme") || "system";
  } catch (_e) {}
  var dark =
    choice === "dark" ||
    (choice !== "light" && window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  var root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(dark ? "dark" : "light");
})();
