export declare function canInstallDebianPackages(): boolean;
export declare function installDebianPackage(name: string): void;
export declare function findBrowser(options?: { install?: boolean }): string;
