/** Private-use characters around a highlighted search match; the page turns them into <mark>. */
export const HIGHLIGHT_START = '\uE000'
export const HIGHLIGHT_END = '\uE001'
