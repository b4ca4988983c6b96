/** Saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 20;
