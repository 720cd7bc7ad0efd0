// Types of build-stamp.mjs (plain JavaScript, so that scripts/start.mjs needs no tsx).
export declare const BUILD_INPUTS: string[];
export declare const STAMP_FILE: string;
export declare function sourceStamp(root: string, inputs?: string[]): { stamp: string; files: number };
export declare function builtStamp(root: string): string | undefined;
export declare function writeStamp(root: string): string;
