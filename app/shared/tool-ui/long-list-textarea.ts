/**
 * For a textarea that takes pasted lists of tens of thousands of lines. Layout and paint
 * containment keep the browser from walking the textarea's line boxes on every frame something
 * else on the page animates (the busy spinner): with 50,000 lines in it, each such frame cost
 * 50-80 ms of main thread, for the whole time the worker ran (docs/decisions/043). The textarea's
 * size still comes from its rows and width, since size is not contained.
 */
export const LONG_LIST_TEXTAREA_CLASS = "[contain:content]";
