export declare const budgets: Readonly<{ jsGzip: number; cssGzip: number; htmlGzip: number }>;
