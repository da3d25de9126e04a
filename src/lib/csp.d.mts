export declare const THEME_STORAGE_KEY: string;
export declare const THEME_INIT: string;
export declare const THEME_INIT_HASH: `sha256-${string}`;
export declare function sonnerStyleHashes(): `sha256-${string}`[];
