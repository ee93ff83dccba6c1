import { Box } from "@mantine/core";
import { Outlet, useLocation } from "react-router-dom";
import { useEngine } from "../EngineContext.js";
import { wrapperClassName } from "../wrapperClassName.js";
import { DocumentHead } from "./DocumentHead.js";
import { NetworkStatus } from "./NetworkStatus.js";
import { PageTransition } from "./PageTransition.js";
import { ScrollManager } from "./ScrollManager.js";
import { SiteFooter } from "./SiteFooter.js";
import { SiteHeader } from "./SiteHeader.js";

/** The target of the skip link. */
const MAIN_ID = "konten";

/** Header, page and footer around the matched route (unless maintenance replaces the page). */
export function Shell() {
  const { layout } = useEngine();
  const { pathname } = useLocation();
  return (
    <Box className="site" mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      {/* The first stop of the keyboard: past the header's links to the page itself (WCAG 2.4.1). */}
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Langsung ke konten utama
      </a>
      <SiteHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={wrapperClassName(layout.shell.wrapper, pathname)} style={{ flex: 1 }}>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </Box>
      <SiteFooter />
      <DocumentHead />
      <ScrollManager />
      <NetworkStatus />
    </Box>
  );
}
