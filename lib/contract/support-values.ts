/** The support enumerations of the contract, zod-free (see values.ts, which re-exports them). */

export const SUPPORT_TOPICS = ['complaint', 'ask_question', 'comment_suggestions'] as const;

/** A support ticket's status: 0 closed, 1 accepted, 2 in progress. */
export const SUPPORT_STATUS = { CLOSED: 0, ACCEPTED: 1, IN_PROGRESS: 2 } as const;
