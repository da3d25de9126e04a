export declare function canInstallDebianPackages(): boolean;
export declare function installDebianPackage(...names: string[]): void;
export declare function findBrowser(options?: { install?: boolean }): string;
export declare function ensureOtherBrowsers(): void;
