// React DOM's client entry behind an ES module: the entry imports it dynamically (so it is a chunk of
// its own), and a dynamic import of the CommonJS package itself would expose only a default export.
export { createRoot, hydrateRoot } from "react-dom/client";
