import { SUPPORT_STATUS } from '../contract/support-values';

/**
 * The support desk's ticket moves (ADR 0017), in one table: a new ticket (accepted) is taken up
 * (in progress) or closed; a ticket in progress is closed; a closed ticket may be reopened (the
 * shopper wrote back by phone). Anything else, including "to the same status", is refused.
 */
export type TicketStatus = (typeof SUPPORT_STATUS)[keyof typeof SUPPORT_STATUS];

export const TICKET_STATUSES: readonly TicketStatus[] = [SUPPORT_STATUS.CLOSED, SUPPORT_STATUS.ACCEPTED, SUPPORT_STATUS.IN_PROGRESS];

const MOVES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  [SUPPORT_STATUS.ACCEPTED]: [SUPPORT_STATUS.IN_PROGRESS, SUPPORT_STATUS.CLOSED],
  [SUPPORT_STATUS.IN_PROGRESS]: [SUPPORT_STATUS.CLOSED],
  [SUPPORT_STATUS.CLOSED]: [SUPPORT_STATUS.IN_PROGRESS],
};

export function canMoveTicket(from: number, to: number): boolean {
  return (MOVES[from as TicketStatus] ?? []).includes(to as TicketStatus);
}

/**
 * The status a ticket has once an operator answers it: a new one is then being worked on; one in
 * progress or closed keeps its status (an answer to a closed ticket is a late word, not a reopening).
 */
export function statusAfterAnswer(status: number): number {
  return status === SUPPORT_STATUS.ACCEPTED ? SUPPORT_STATUS.IN_PROGRESS : status;
}

/** The longest answer an operator may write (an SMS tells the shopper; the page shows the text). */
export const SUPPORT_ANSWER_MAX = 2000;
/** The longest answer a store may write under a review. */
export const REVIEW_ANSWER_MAX = 1000;
