import type { Server } from "node:http";
export declare function createSiteServer(root: string): Server;
export declare function readHeaders(text: string): Map<string, Record<string, string>>;
export declare function readRedirects(text: string): Map<string, string>;
