// Something@something.tld with no spaces: the pattern the backend's email_address domain checks too,
// so an address the form accepts is never refused by the database.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
