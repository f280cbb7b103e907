/**
 * '/' with the email sign-up form already open (issue 22 item 6). A guest's 'Sign Up Now'
 * clears the guest markers and goes to '/' (spec section 2); this flag saves the extra tap
 * through the landing page's choices, which offered a trial or sign-in but no plain sign-up.
 */
export const SIGN_UP_PATH = "/?signup";

export const wantsSignUp = (search: string): boolean => new URLSearchParams(search).has("signup");
