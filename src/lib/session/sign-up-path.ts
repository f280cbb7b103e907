/**
 * '/' with the email sign-up form already open. A guest's 'Sign Up Now'
 * clears the guest markers and goes to '/'; this flag saves the extra tap
 * through the landing page's choices, which offered a trial or sign-in but no plain sign-up.
 */
export const SIGN_UP_PATH = "/?signup";

export const wantsSignUp = (search: string): boolean => new URLSearchParams(search).has("signup");
