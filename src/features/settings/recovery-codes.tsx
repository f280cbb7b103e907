import { useLayoutEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "@/ui/field";

/**
 * The ten recovery codes, shown once right after two-factor is turned on: the server keeps
 * only their hashes. The card stays here until the person says they saved them.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied("Copied to the clipboard.");
    } catch {
      setCopied("Copying is not available here: select the codes and copy them by hand.");
    }
  }

  return (
    <div className="mt-4">
      <h3 id="recovery-codes-title" ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        Save your recovery codes
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Two-factor authentication is on. If you lose your phone, each of these codes signs you in once instead of a code
        from the app. Keep them somewhere safe, such as a password manager. They will not be shown again.
      </p>
      <ul
        aria-labelledby="recovery-codes-title"
        className="mt-3 grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {copied}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <button type="button" onClick={copy} className={secondaryButton}>
          Copy codes
        </button>
        <button type="button" onClick={onDone} className={primaryButton}>
          I have saved these codes
        </button>
      </div>
    </div>
  );
}
