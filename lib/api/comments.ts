/** Comments are read 5 at a time by default. */
export const COMMENTS_PAGE_SIZE = 5;
