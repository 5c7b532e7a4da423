/**
 * Support-ticket rules the form checks before anything is uploaded (the server checks them again,
 * by the files' first bytes).
 */
export const SUPPORT_DESCRIPTION_MAX = 400;
export const SUPPORT_MAX_FILES = 4;
export const SUPPORT_MAX_FILE_BYTES = 2 * 1024 * 1024;
export const SUPPORT_FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

export type FileRefusal = 'type' | 'size' | 'count';

const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);
const ALLOWED_EXTENSIONS = /\.(png|jpe?g|pdf)$/i;

/** Why one file cannot go, or null. A file with no type is judged by its name. */
export function refuseFile(file: { name: string; size: number; type: string }): Exclude<FileRefusal, 'count'> | null {
  const typeOk = file.type ? ALLOWED_TYPES.has(file.type) : ALLOWED_EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size <= 0 || file.size > SUPPORT_MAX_FILE_BYTES) return 'size';
  return null;
}

/**
 * Adds picked or dropped files to those already chosen: the acceptable ones up to the limit, and
 * each refused one with its reason.
 */
export function addFiles<F extends { name: string; size: number; type: string }>(chosen: readonly F[], picked: readonly F[]) {
  const files = [...chosen];
  const refused: { name: string; reason: FileRefusal }[] = [];
  for (const file of picked) {
    const reason = refuseFile(file);
    if (reason) refused.push({ name: file.name, reason });
    else if (files.length >= SUPPORT_MAX_FILES) refused.push({ name: file.name, reason: 'count' });
    else files.push(file);
  }
  return { files, refused };
}
