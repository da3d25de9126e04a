/** The build's version (astro.config.mjs): BUILD_VERSION, else the commit. */
declare const __BUILD_VERSION__: string;

/** The site's custom elements, each given its behaviour by a module of its own in src/site/. */
declare namespace React {
  namespace JSX {
    interface IntrinsicElements {
      "theme-toggle": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };
      "site-search": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };
      "print-button": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };
    }
  }
}
