import { Box } from "@mantine/core";
import { Outlet, useLocation } from "react-router-dom";
import { useEngine } from "../EngineContext.js";
import { wrapperClassName } from "../wrapperClassName.js";
import { DocumentHead } from "./DocumentHead.js";
import { NavigationProgressBar } from "./NavigationProgressBar.js";
import { NetworkStatus } from "./NetworkStatus.js";
import { PageTransition } from "./PageTransition.js";
import { ScrollManager } from "./ScrollManager.js";
import { SiteFooter } from "./SiteFooter.js";
import { SiteHeader } from "./SiteHeader.js";

/** Header, page and footer around the matched route (spec §2 App shell). */
export function Shell() {
  const { layout } = useEngine();
  const { pathname } = useLocation();
  return (
    <Box className="site" mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SiteHeader />
      <Box component="main" className={wrapperClassName(layout.shell.wrapper, pathname)} style={{ flex: 1 }}>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </Box>
      <SiteFooter />
      <DocumentHead />
      <ScrollManager />
      <NavigationProgressBar />
      <NetworkStatus />
    </Box>
  );
}
