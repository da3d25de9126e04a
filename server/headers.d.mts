export declare const HEADER_ONLY_DIRECTIVES: string;
export declare const NON_HTML_POLICY: string;
export declare const WORKER_POLICY: string;
export declare const STATIC_HEADERS: Readonly<Record<string, string>>;
export declare function metaPolicy(html: string | Uint8Array): string | null;
export declare function policyForHtml(html: string | Uint8Array): string;
export declare function securityHeaders(html?: string | Uint8Array | null): Record<string, string>;
export declare function workerHeaders(): Record<string, string>;
