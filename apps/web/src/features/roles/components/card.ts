/** The white panel every block of these screens sits on, so the tables, forms and notes line up. */
export const CARD = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5";
