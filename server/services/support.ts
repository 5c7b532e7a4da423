import 'server-only';
import { siteUrl } from './public-address';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ParsedTicketInput, SupportTicket } from '@/lib/contract/support';
import { SUPPORT_STATUS } from '@/lib/contract/support-values';
import { SUPPORT_MAX_FILES, SUPPORT_MAX_FILE_BYTES } from '@/lib/domain/support';
import type { Db } from '../db/client';
import { orders, supportAnswers, supportFiles, supportTickets } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { fileStorage } from './storage';
import { sameHash } from './secrets';
import { keyedHash } from './tokens';
import type { Locale } from '@/lib/contract/values';
import { rememberLocale } from './user-locale';

/** Links to a ticket's files work for an hour; the list hands out fresh ones. */
const FILE_LINK_SECONDS = 3600;

/**
 * The allowed types, told apart by their first bytes rather than by a name or a header; `ext` is
 * the usual extension (stored keys, links), `alsoEnds` the others a link may keep from the name.
 */
const KINDS = [
  { mime: 'image/png', ext: 'png', alsoEnds: [], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', ext: 'jpg', alsoEnds: ['jpeg'], magic: [0xff, 0xd8, 0xff] },
  { mime: 'application/pdf', ext: 'pdf', alsoEnds: [], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
] as const;

function sniffKind(data: Uint8Array) {
  return KINDS.find((k) => k.magic.every((byte, i) => data[i] === byte)) ?? null;
}

export interface UploadedFile {
  name: string;
  data: Uint8Array;
}

/** How much of a refused file's name its message repeats. */
const REFUSED_NAME_MAX = 80;

/**
 * Checks every file before anything is stored: count, size and real type. A refused file is named
 * in its message: the form shows the messages in one list, where "files.2" says nothing.
 */
function checkFiles(files: UploadedFile[]) {
  if (files.length > SUPPORT_MAX_FILES) throw new ApiFailure('validation_error', { fields: { files: text('fields.fileCount') } });
  return files.map((f, i) => {
    const name = [...f.name.toWellFormed().trim()].slice(0, REFUSED_NAME_MAX).join('') || `#${i + 1}`;
    if (f.data.byteLength > SUPPORT_MAX_FILE_BYTES || f.data.byteLength === 0)
      throw new ApiFailure('validation_error', { fields: { [`files.${i}`]: text('fields.fileSize', { name }) } });
    const kind = sniffKind(f.data);
    if (!kind) throw new ApiFailure('validation_error', { fields: { [`files.${i}`]: text('fields.fileType', { name }) } });
    return { ...f, kind };
  });
}

const signature = (fileId: number, expires: number) => keyedHash(`support-file:${fileId}:${expires}`).slice(0, 32);

const NAME_STEM_MAX = 80;

/**
 * The last segment of a file's link: the shopper's file name ending with the extension of its real
 * type (`olma.png`; a `chek` sent as a PDF is `chek.pdf`, a `rasm.PNG` is `rasm.png`), so a client
 * that tells a picture by its link's end shows it. Only the name's last part (no folders), without
 * control characters, the stem at most 80 characters; percent-encoded as a path segment (`/`, `?`,
 * `#`, `%`, spaces and every non-ASCII letter); a name of dots only is `file`.
 */
function linkFileName(name: string, mime: string): string {
  const kind = KINDS.find((k) => k.mime === mime);
  const extensions: readonly string[] = kind ? [kind.ext, ...kind.alsoEnds] : ['bin'];
  const clean = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const known = extensions.includes(ext);
  // Cut by characters, not UTF-16 units: half an emoji is no text (encodeURIComponent throws on it).
  const stem = [...(known ? clean.slice(0, dot) : clean).toWellFormed().replace(/[.\s]+$/, '')].slice(0, NAME_STEM_MAX).join('').trim() || 'file';
  return encodeURIComponent(`${stem}.${known ? ext : extensions[0]}`);
}

/**
 * A signed link to a ticket's file, valid for FILE_LINK_SECONDS: everything in its path, ending
 * with the file's name (`/support/file/{id}/{expires}/{signature}/{name}`), which the signature
 * does not cover (it names nothing that is served: the id does). Links of the older shape
 * (`/support/file/{id}/?expires=&signature=`) carry the same signature and keep working.
 */
export function fileLink(file: { id: number; fileName: string; mimeType: string }, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + FILE_LINK_SECONDS;
  // The site's own address, not MEDIA_BASE_URL: a shopper's files must never sit in a CDN's cache.
  return `${siteUrl()}/api/v1/support/file/${file.id}/${expires}/${signature(file.id, expires)}/${linkFileName(file.fileName, file.mimeType)}`;
}

export function validFileLink(fileId: number, expires: number, sig: string): boolean {
  // Compared in constant time: the link's signature is the caller's guess.
  return expires * 1000 > Date.now() && sameHash(signature(fileId, expires), sig);
}

export async function listTickets(db: Db, userId: number): Promise<SupportTicket[]> {
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  const ids = tickets.map((t) => t.id);
  const [files, answers] = ids.length
    ? await Promise.all([
        db.select().from(supportFiles).where(inArray(supportFiles.ticketId, ids)).orderBy(asc(supportFiles.id)),
        db.select().from(supportAnswers).where(inArray(supportAnswers.ticketId, ids)).orderBy(asc(supportAnswers.createdAt)),
      ])
    : [[], []];
  return tickets.map((t) => ({
    id: t.id,
    topic: t.topic,
    description: t.description,
    email: t.email,
    order_id: t.orderId,
    status: t.status,
    type: t.status,
    date: t.createdAt.toISOString(),
    files: files.filter((f) => f.ticketId === t.id).map((f) => ({ id: f.id, file: fileLink(f), name: f.fileName })),
    answers: answers.filter((a) => a.ticketId === t.id).map((a) => ({ id: a.id, text: a.text, date: a.createdAt.toISOString() })),
  }));
}

/** Stores the files first, then the ticket and its file rows in one transaction; on failure the files go again. */
export async function createTicket(db: Db, userId: number, input: ParsedTicketInput, files: UploadedFile[], locale?: Locale): Promise<SupportTicket> {
  const checked = checkFiles(files);
  // Another shopper's order (or none such) is `not_found`, as reading it would be (api-contract.md).
  if (input.order_id) {
    const [own] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)));
    if (!own) throw notFound();
  }
  const storage = fileStorage();
  const keys: string[] = [];
  try {
    for (const f of checked) keys.push(await storage.put('support', f.data, f.kind.ext));
    const id = await db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          userId,
          topic: input.topic,
          description: input.description,
          email: input.email ?? null,
          orderId: input.order_id ?? null,
          status: SUPPORT_STATUS.ACCEPTED,
        })
        .returning({ id: supportTickets.id });
      if (locale) await rememberLocale(tx, userId, locale);
      if (checked.length) {
        await tx.insert(supportFiles).values(
          checked.map((f, i) => ({
            ticketId: ticket!.id,
            storageKey: keys[i]!,
            fileName: f.name.slice(0, 200) || `file.${f.kind.ext}`,
            mimeType: f.kind.mime,
            size: f.data.byteLength,
          })),
        );
      }
      return ticket!.id;
    });
    return (await listTickets(db, userId)).find((t) => t.id === id)!;
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k)));
    throw err;
  }
}

/** A file of a ticket, for a signed link. */
export async function readFile(db: Db, fileId: number) {
  const [row] = await db.select().from(supportFiles).where(eq(supportFiles.id, fileId));
  if (!row) throw notFound();
  const data = await fileStorage().get(row.storageKey);
  if (!data) throw notFound();
  return { data, mime: row.mimeType, name: row.fileName };
}
