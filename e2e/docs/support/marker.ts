/** Prefix of the lines a block's program prints for the docs test (claims checked, the end). */
export const MARKER = '@@docs '
