// Number formats shared by the bench's lines and its final table.
export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : "-");
export const kib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(0)} KiB` : "-");
export const mb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : "-");
export const ms = (value) => (Number.isFinite(value) ? `${value >= 10_000 ? (value / 1000).toFixed(1) + " s" : Math.round(value) + " ms"}` : "-");
export const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "-");
export const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "-");
export const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "-");
