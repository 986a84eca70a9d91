/** E-mails are stored trimmed and lower-cased (spec section 3); the database checks it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
