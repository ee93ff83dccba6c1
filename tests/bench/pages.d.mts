export declare const brandHosts: readonly string[];
export declare function firstNewsDetail(baseUrl: string, host?: string): Promise<string>;
export interface LandingPage {
  host: string;
  path: string;
  kind: "home" | "list" | "detail";
}
export declare function landingPages(baseUrl: string): Promise<LandingPage[]>;
