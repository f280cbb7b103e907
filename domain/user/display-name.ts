/** The fields of a user that greetings read. */
export interface NamedUser {
  firstName?: string | null;
  email?: string | null;
}

/** Navigation greeting: 'Welcome, {first name or email or User}', the product's exact wording. */
export function navGreetingName(user: NamedUser | null | undefined): string {
  return user?.firstName?.trim() || user?.email?.trim() || "User";
}
