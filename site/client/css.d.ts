// Style sheets are bundled by esbuild into the client's CSS file.
declare module "*.css";
