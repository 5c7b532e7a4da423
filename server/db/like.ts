/**
 * LIKE patterns from what a person typed: `%`, `_` and the escape character `\` are matched as
 * themselves (Postgres's default escape is `\`), so "50%" finds "50%" and not "50" followed by
 * anything.
 */
export const likeEscape = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** A LIKE pattern that finds `text` anywhere. */
export const likeContaining = (text: string) => `%${likeEscape(text)}%`;
