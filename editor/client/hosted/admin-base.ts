/** Where the deployed site's editor lives (its own addresses under it: own-addresses.ts). */
export const adminBase = '/admin/';
