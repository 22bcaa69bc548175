// The password policy of sign-up and password changes (core spec › Error catalogue "Sign-up").
/** At least 8 characters with an upper case letter, a lower case letter, a digit and a symbol. */
export function meetsPasswordPolicy(value: string): boolean {
  return (
    value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value)
  );
}
