/**
 * <update-offer>: offline support (Workbox's service worker, built by integrations/static-site.mjs)
 * and the offer of a new version. A new deploy never swaps caches under an open page: the new
 * worker waits until the learner chooses "Reload now" (or every tab has closed), and the open page
 * keeps being served by the worker that loaded it, lazily loaded parts included. The element is
 * hidden until there is a new version to offer.
 */
class UpdateOffer extends HTMLElement {
  connectedCallback() {
    if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
    // Once the page has loaded and gone idle.
    const register = () =>
      navigator.serviceWorker
        .register("/sw.js")
        .then((registration) => registration && this.#watch(registration))
        // Offline support is an extra: the site works the same without it.
        .catch(() => {});
    const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 3000 }) : setTimeout(register, 500));
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  }

  #watch(registration: ServiceWorkerRegistration) {
    if (registration.waiting && navigator.serviceWorker.controller) this.#offer(registration);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        // A first install has no page to update; only a worker replacing another is offered.
        if (installing.state === "installed" && navigator.serviceWorker.controller) this.#offer(registration);
      });
    });
  }

  #offer(registration: ServiceWorkerRegistration) {
    if (!registration.waiting) return;
    this.hidden = false;
    this.querySelector("button[value=later]")?.addEventListener("click", () => (this.hidden = true), { once: true });
    this.querySelector("button[value=reload]")?.addEventListener(
      "click",
      () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
        registration.waiting?.postMessage({ type: "SKIP_WAITING" });
      },
      { once: true },
    );
  }
}

if (!customElements.get("update-offer")) customElements.define("update-offer", UpdateOffer);
