import type { Server } from "node:http";
export declare const REDIRECTS: Record<string, string>;
export declare function createSiteServer(root: string): Server;
