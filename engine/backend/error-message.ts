/** The message of whatever a backend call failed with, or undefined; the UI shows 'Erreur inconnue' then. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
