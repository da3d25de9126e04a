import { useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext, useMatches } from "react-router";
import { recordEarlyTapsScript } from "~/lib/early-taps";

/** The element app/entry.client.tsx hydrates. */
export const APP_ROOT_ID = "app";

/**
 * The page's scripts, rendered at build time in place of React Router's <Scripts />: the
 * production client does not run React Router (see app/client/router.tsx), so the page needs
 * neither its hydration context nor its streaming helpers. One small inline script is left. It
 * waits for the first paint (the page already reads in full without JavaScript), then requests
 * the rest of the stylesheet and every module the page needs, one request per task (setting up a
 * request takes 1 to 7 ms of the main thread, 4 times that in Lighthouse's model), hands the root
 * and page route modules (once the stylesheet is in) to the client entry and loads it. The
 * requests still overlap on the network: each task ends as soon as its request is sent.
 *
 * Why after the first paint: a script requested earlier competes with the HTML on a slow
 * connection and Lighthouse counts it against Largest Contentful Paint even at low priority.
 * "After" is the first-contentful-paint entry (the frame on screen, not just drawn) and one more
 * frame. The fallback timer covers a tab that never paints (opened in the background). The script
 * also records taps on buttons until the page is live, for the client entry to play back.
 */
export function PageScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const { manifest } = framework;
  const routes = matches.map((match) => manifest.routes[match.id]).filter((route) => route != null);
  const [root, page] = routes;
  // The SPA fallback React Router renders for itself (and the build insists has its scripts);
  // postbuild deletes that file: unknown paths get 404.html.
  if (!root || !page || framework.isSpaMode) return <Scripts />;

  const modules = new Set<string>([...manifest.entry.imports]);
  for (const route of routes) for (const url of route.imports ?? []) modules.add(url);
  const json = JSON.stringify;
  const boot =
    `(function(){` +
    // Taps on buttons before the page is live, to be played back once it is (src/lib/early-taps.ts).
    recordEarlyTapsScript(APP_ROOT_ID) +
    `var started=false;function load(){if(started)return;started=true;` +
    // The rest of the stylesheet, after the inlined part (scripts/inline-css.mjs); the page comes
    // to life once it has loaded (or failed to).
    `var css=null,inlined=document.querySelector("style[data-rest]");` +
    `if(inlined){var link=document.createElement("link");link.rel="stylesheet";link.href=inlined.getAttribute("data-rest");` +
    `css=new Promise(function(done){link.onload=link.onerror=done});inlined.parentNode.insertBefore(link,inlined.nextSibling)}` +
    // Each module in a task of its own: a page's first requests set up its loading (3 ms for
    // the stylesheet's, 7 for the first script's, unthrottled) and a later one can take 1 to 3 ms
    // more, too much for one task. The entry goes last: it starts the page once the rest is in.
    `var queue=${json([...modules, page.module, root.module])};` +
    `setTimeout(function next(){if(queue.length){import(queue.shift());setTimeout(next);return}` +
    `window.__adviserReady=Promise.all([import(${json(root.module)}),import(${json(page.module)}),css]);` +
    `import(${json(manifest.entry.module)})})}` +
    `function afterFrame(){requestAnimationFrame(function(){setTimeout(load)})}` +
    `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterFrame()}}).observe({type:"paint",buffered:true})}catch(e){afterFrame()}` +
    `setTimeout(load,3000)})()`;
  return (
    // eslint-disable-next-line no-restricted-syntax -- generated script text, not content; the CSP hashes it
    <script dangerouslySetInnerHTML={{ __html: boot }} />
  );
}
