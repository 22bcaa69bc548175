// Sign-up password policy (core spec › Validation rules, second spec › Validation rules): 8+ characters, upper, lower, digit and symbol.
import { addFieldError, type FieldErrors, rawString } from "./http";

export const PASSWORD_POLICY_MESSAGE =
  "La contraseña deben tener al menos 8 caracteres, una letra mayúscula, minúscula, un número y un símbolo";
export const PASSWORD_MAX_LENGTH = 128;

export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= 8 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/**
 * Puts the policy message on `field` when `body[field]` is a string of acceptable length that fails
 * the policy; replaces zod's generic length message there. Type and max-length errors stay as zod's.
 */
export function checkPasswordPolicy(errors: FieldErrors, body: unknown, field: string): void {
  const value = rawString(body, field);
  if (value === undefined || value.length > PASSWORD_MAX_LENGTH || isStrongPassword(value)) return;
  delete errors[field];
  addFieldError(errors, field, PASSWORD_POLICY_MESSAGE);
}
