import "@mantine/nprogress/styles.css";
import { NavigationProgress, nprogress } from "@mantine/nprogress";
import { isCancelledError, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useNavigation } from "react-router-dom";
import { createProgressController, PROGRESS_DURATION_MS } from "../../shell/progressController.js";

/** The top progress bar during navigation: 200 ms throttle, 5000 ms fill, 500 ms hide delay, failed look on a failed request. */
export function NavigationProgressBar() {
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const controller = useMemo(
    () =>
      createProgressController(
        {
          start: () => {
            setFailed(false);
            nprogress.start();
          },
          fail: () => setFailed(true),
          finish: () => nprogress.complete(),
          hide: () => nprogress.reset(),
        },
        { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) },
      ),
    [],
  );

  useEffect(() => {
    if (navigation.state === "idle") controller.end();
    else controller.begin();
  }, [controller, navigation.state]);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        // A cancelled request only finishes the bar; a failed one marks it failed first.
        if (event.type === "updated" && event.action.type === "error" && !isCancelledError(event.action.error)) controller.fail();
      }),
    [controller, queryClient],
  );

  return (
    <NavigationProgress
      color={failed ? "danger" : "brand"}
      size={3}
      stepInterval={PROGRESS_DURATION_MS / 20}
      aria-label="Memuat halaman"
      withinPortal={false}
    />
  );
}
