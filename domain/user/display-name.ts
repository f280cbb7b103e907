/** The fields of a User (spec section 3) that greetings read. */
export interface NamedUser {
  firstName?: string | null;
  email?: string | null;
}

/** Navigation greeting: 'Welcome, {first name or email or User}' (spec section 2). */
export function navGreetingName(user: NamedUser | null | undefined): string {
  return user?.firstName?.trim() || user?.email?.trim() || "User";
}
