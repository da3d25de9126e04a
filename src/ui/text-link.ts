/** An inline link in running text: brand colour, underlined, with the site's focus ring. */
export const textLinkClass = "font-bold text-brand underline underline-offset-2 focus-ring";
