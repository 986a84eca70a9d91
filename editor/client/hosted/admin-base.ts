/** Where the deployed site's editor lives; its preview is `${adminBase}preview`. */
export const adminBase = '/admin/';
