import { profileNamesSchema } from "@domain/auth/schemas";
import type { User } from "@domain/user/user";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { checkForm, type FieldErrors } from "@/lib/form-errors";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { cardClass, FieldMessage, inputClass, invalidProps } from "@/ui/field";
import { saveProfile } from "./api";

/** Settings' account form: names editable, email read-only; only the names are sent. */
export function AccountForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const firstNameError = useId();
  const lastNameError = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    // POST /api/user/profile checks names with profileNamesSchema: the same check, before sending.
    const check = checkForm(profileNamesSchema, { firstName, lastName });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    setSaving(true);
    try {
      await saveProfile(check.data);
      await refreshAfter(queryClient, "user");
      toast.success("Profile Updated", { description: "Your name has been successfully updated." });
    } catch (error) {
      toastError("Update Failed", error, "Failed to update profile. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className={cardClass}>
      <h2 className="text-lg font-semibold">Account</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label className="block text-sm font-medium">
            First name
            <input
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              {...invalidProps(firstNameError, errors.firstName)}
              className={inputClass}
            />
          </label>
          <FieldMessage id={firstNameError} message={errors.firstName} />
        </div>
        <div>
          <label className="block text-sm font-medium">
            Last name
            <input
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              {...invalidProps(lastNameError, errors.lastName)}
              className={inputClass}
            />
          </label>
          <FieldMessage id={lastNameError} message={errors.lastName} />
        </div>
        <label className="block text-sm font-medium sm:col-span-2">
          Email
          <input value={user.email ?? ""} readOnly disabled className={inputClass} />
          <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">Email cannot be changed</span>
        </label>
      </div>
      <button
        type="submit"
        disabled={saving}
        className="mt-4 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {saving ? "Saving..." : "Save Profile"}
      </button>
    </form>
  );
}
