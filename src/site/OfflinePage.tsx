import { WifiOff } from "lucide-react";
import { ButtonLink } from "~/ui/button";

/**
 * What the service worker shows for a page that is neither online nor kept on this device
 * (integrations/offline.mjs): the page's address stays in the address bar, so reloading it once
 * back online opens it.
 */
export function OfflinePage() {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <WifiOff aria-hidden="true" className="mx-auto size-12 text-brand" />
      <h1 className="text-3xl font-bold">You are offline</h1>
      <p className="text-ink-soft">
        This page is not on this device yet, and there is no connection to fetch it. Pages you have read here before still open without a connection; reload
        this one once you are back online.
      </p>
      <p className="text-ink-soft">To read anywhere, choose &ldquo;Make every page available offline&rdquo; on All practice while you are online.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href="/practice">All practice</ButtonLink>
        <ButtonLink href="/" variant="outline">
          Home
        </ButtonLink>
      </div>
    </div>
  );
}
