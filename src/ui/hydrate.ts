/**
 * When an island hydrates (the value of `client:idle`): once the page is idle after its first
 * paint, and within a second even when it never is. requestIdleCallback alone can wait much
 * longer on a busy device: under load the mock exam's builder once waited over 15 s.
 * docs/decisions/0001-astro.md says why islands wait for idle.
 */
export const WHEN_IDLE = { timeout: 1000 } as const;
