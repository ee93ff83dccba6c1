export declare const budgets: Readonly<{ jsGzip: number; cssGzip: number; htmlGzip: number }>;
export declare const ciBudgets: Readonly<{ jsGzip: number; cssGzip: number; htmlGzip: number }>;
export declare const islandPageBudgets: Readonly<Record<"/Class" | "/Make-Appointment", Readonly<{ jsGzip: number; cssGzip: number; htmlGzip: number }>>>;
