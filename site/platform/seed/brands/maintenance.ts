import type { BrandContent } from "../BrandSeed.js";

/** A site switched to maintenance: settings only, so the site shows its maintenance view. */
export const maintenance: BrandContent = {
  idBase: 90000,
  // Its settings (hosts, layout, theme, meta) are data: tenants/sites/maintenance.json.
  id: "maintenance",
  programs: [],
  mentors: [],
  classes: [],
  schools: [],
  posts: [],
  studentCount: 0,
  postClosing: { text: "", linkLabel: "beranda", href: "/" },
};
