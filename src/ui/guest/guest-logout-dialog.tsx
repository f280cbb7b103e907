import { AlertDialog } from "@/ui/alert-dialog";

interface Props {
  /** How many meals the guest has on this device (at least one). */
  meals: number;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * Asked before a guest's Logout: a guest's meals and their photos are kept on this device only,
 * and logging out erases them, so the safe choice (focused first, and Escape) keeps them.
 */
export function GuestLogoutDialog({ meals, onKeep, onConfirm }: Props) {
  const what = meals === 1 ? "Your meal and its photo are" : `Your ${meals} meals and their photos are`;
  return (
    <AlertDialog
      title="Log out and erase your meals?"
      description={`${what} saved only on this device. Logging out erases them for good. Sign up first to keep them in an account.`}
      keepLabel="Keep My Meals"
      onKeep={onKeep}
      confirmLabel="Log Out and Erase"
      pending={false}
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
