import { parseBarcode } from "@domain/barcode/gtin";
import { type FormEvent, useState } from "react";
import { secondaryButton, TextField } from "@/ui/field";

/**
 * The number printed under a barcode, typed: a valid food code (check digit included) is handed
 * on as its digits; anything else is explained under the field and nothing is looked up.
 * `initial` fills the field (the code last scanned or typed).
 */
export function BarcodeNumberForm({ onCode, initial = "" }: { onCode: (digits: string) => void; initial?: string }) {
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  function lookUp(event: FormEvent) {
    event.preventDefault();
    const read = parseBarcode(typed);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    onCode(read.barcode.digits);
  }

  return (
    <div className="min-w-0 flex-[1_1_16rem]">
      {/* Room for a whole EAN-13 as it is typed: on a phone the form takes a row of its own, and
          on the narrowest phones "Look up" goes under the field. */}
      <form onSubmit={lookUp} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-[1_1_10rem]">
          <TextField
            label="Barcode number"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 3017620422003"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={20}
            aria-invalid={problem ? true : undefined}
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={!typed.trim()}>
          Look up
        </button>
      </form>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
