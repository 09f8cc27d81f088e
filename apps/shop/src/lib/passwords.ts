/**
 * The shop's password rule: at least 6 characters (the platform takes 4; the shop asks for a
 * little more), at most the platform's 100. Sign-up, reset and change all say the same.
 */
export const MIN_PASSWORD = 6
export const MAX_PASSWORD = 100

/** The hint shown under every new-password field. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD} characters.`

/** What is wrong with a new password, in words, or `undefined` when it is fine. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD) return `Use at least ${MIN_PASSWORD} characters.`
  if (password.length > MAX_PASSWORD) return `Use at most ${MAX_PASSWORD} characters.`
  return undefined
}
