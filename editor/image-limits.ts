/** The largest image the editor takes, in bytes (10 MB): a photo straight from a camera fits, a video renamed does not. */
export const maxImageBytes = 10 * 1024 * 1024;
