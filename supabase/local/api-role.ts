/** The database roles a request to the local backend runs as, as Supabase names them. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];
