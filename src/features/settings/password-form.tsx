import type { User } from "@domain/user/user";
import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { cardClass, inputClass, primaryButton } from "@/ui/field";
import { changePassword } from "./api";
import {
  checkPasswordChange,
  type FieldErrors,
  type PasswordField,
  type PasswordValues,
  serverErrors,
} from "./password-checks";

const EMPTY: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS: { name: PasswordField; label: string; autoComplete: "current-password" | "new-password" }[] = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

export const PASSWORD_CHANGED = "Password changed. Other devices have been signed out.";

/**
 * Settings' password card (ASVS V6.2, ADR 009). Only accounts with a password get the form;
 * a Google- or Apple-only account is told why there is nothing to change.
 */
export function PasswordCard({ user }: { user: User }) {
  if (user.hasPassword) return <ChangePasswordForm email={user.email} />;
  return (
    <section className={cardClass} aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold">
        Password
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        You sign in with Google or Apple, so this account has no password to change.
      </p>
    </section>
  );
}

function ChangePasswordForm({ email }: { email: string | null }) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** Keyboard and screen-reader users land on the first thing to fix. */
  const focusFirstError = (found: FieldErrors) => {
    const first = FIELDS.find((f) => found[f.name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkPasswordChange(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    setPending(true);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      // The answer carries this browser's new session cookie; nothing else to refresh.
      setValues(EMPTY);
      toast.success(PASSWORD_CHANGED);
    } catch (error) {
      const refused = serverErrors(error);
      setErrors(refused.fields);
      setFormError(refused.form);
      focusFirstError(refused.fields);
    } finally {
      setPending(false);
    }
  }

  const edit = (name: PasswordField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={cardClass} aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Changing your password signs you out everywhere else.
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {FIELDS.map((f) => (
          <PasswordInput
            key={f.name}
            {...f}
            value={values[f.name]}
            error={errors[f.name]}
            onChange={(value) => edit(f.name, value)}
          />
        ))}
      </div>
      {formError && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {formError}
        </p>
      )}
      <button type="submit" disabled={pending} className={`mt-4 ${primaryButton}`}>
        {pending ? "Changing..." : "Change Password"}
      </button>
    </form>
  );
}

function PasswordInput(props: {
  name: PasswordField;
  label: string;
  autoComplete: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  // The message sits outside the label, so the field's name stays its label and the
  // message is read as its description.
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={inputId}
        type="password"
        name={props.name}
        required
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={inputClass}
      />
      {props.error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {props.error}
        </p>
      )}
    </div>
  );
}
