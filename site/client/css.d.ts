// Stylesheets imported by blocks and the client entry: the build collects them per chunk into each page's stylesheet.
declare module "*.css";
