import { describe, expect, it } from "vitest";
import { addDays, localDate } from "../../domain/time/local-day";
import { openBrowser } from "./browser";
import { queryDb } from "./db";
import { signedInPage } from "./session";

const b = openBrowser();
const file = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

// Weights from another app's export, through Settings → Import, on a phone.
describe("importing weights on a phone", () => {
  it("previews a Cronometer biometrics file, imports its weights once, and shows them on the dashboard", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/settings");
    const input = page.getByLabel("Choose a MyFitnessPal or Cronometer file");
    // A few days back, so the device's today (its own time zone) is after every row.
    const [d5, d3, d2] = [5, 3, 2].map((n) => addDays(localDate(Date.now(), "UTC"), -n));

    // MyFitnessPal's measurements carry no unit: the preview says which one they are read in.
    await input.setInputFiles(file("Measurement-Summary.csv", `Date,Weight\r\n${d3},175\r\n`));
    const preview = page.getByTestId("import-preview");
    await preview.getByText(`MyFitnessPal weights: 1 day, from ${d3} to ${d3}.`).waitFor();
    await preview.getByText("Weights read in lbs, the unit you chose in Proteo.").waitFor();
    await preview.getByRole("button", { name: "Cancel" }).click();

    const biometrics = [
      "Day,Group,Metric,Unit,Amount",
      `${d5},Default,Weight,kg,80.0`,
      `${d5},Default,Body Fat,%,20`,
      `${d3},Default,Weight,kg,79.4`,
      `${d2},Default,Weight,lbs,174.2`,
    ].join("\n");
    await page.getByLabel("Choose a MyFitnessPal or Cronometer file").setInputFiles(file("biometrics.csv", biometrics));
    await preview.getByText(`Cronometer weights: 3 days, from ${d5} to ${d2}.`).waitFor();
    expect(await preview.getByText("the unit you chose in Proteo", { exact: false }).count()).toBe(0);
    await preview.getByRole("button", { name: "Import 3 weights" }).click();
    await page.getByText("Imported 3 weights.").waitFor();

    await page.getByLabel("Choose a MyFitnessPal or Cronometer file").setInputFiles(file("again.csv", biometrics));
    await page.getByRole("button", { name: "Import 3 weights" }).click();
    await page.getByText("Imported 0 weights. 3 days already had a weight in Proteo.").waitFor();
    const [user] = queryDb<{ trend_kg: number }>("select trend_kg from users where email = ?", email);
    expect(user?.trend_kg).toBeGreaterThan(79);

    // The dashboard's weight card reads them, in the person's unit (lbs before onboarding).
    await page.goto("/");
    const recent = page.getByRole("region", { name: "Weight" }).getByRole("list", { name: "Recent weigh-ins" });
    await recent.waitFor();
    const text = await recent.textContent();
    // 174.2 lbs was stored as 79.0 kg: 174.2 lbs again; 80.0 kg is 176.4 lbs.
    expect(text).toContain(`${d2}: 174.2 lbs`);
    expect(text).toContain(`${d5}: 176.4 lbs`);
  });
});
