import "./navigationProgressBar.css";
import { isCancelledError, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigation } from "react-router-dom";
import { createProgressController, nextProgressValue, PROGRESS_STEP_MS } from "../../navigation/progressController.js";
import { ProgressBar } from "../progress/ProgressBar.js";

/**
 * The top progress bar during navigation: 200 ms throttle, 5000 ms fill, 500 ms hide delay, failed
 * look on a failed request. A native `<progress>`, and nothing at all while idle: no bar in the page's
 * HTML or its accessibility tree until a navigation takes long enough to show one.
 */
export function NavigationProgressBar() {
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const [bar, setBar] = useState({ visible: false, value: 0, failed: false });
  const filling = useRef<ReturnType<typeof setInterval>>(undefined);
  const controller = useMemo(() => {
    const stopFilling = () => clearInterval(filling.current);
    return createProgressController(
      {
        start: () => {
          stopFilling();
          setBar({ visible: true, value: 0, failed: false });
          filling.current = setInterval(() => setBar((now) => ({ ...now, value: nextProgressValue(now.value) })), PROGRESS_STEP_MS);
        },
        fail: () => setBar((now) => ({ ...now, failed: true })),
        finish: () => {
          stopFilling();
          setBar((now) => ({ ...now, value: 100 }));
        },
        hide: () => setBar({ visible: false, value: 0, failed: false }),
      },
      { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) },
    );
  }, []);

  useEffect(() => () => clearInterval(filling.current), []);

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

  if (!bar.visible) return null;
  return <ProgressBar className="navigation-progress" value={bar.value} label="Memuat halaman" size="xs" color={bar.failed ? "danger" : "brand"} />;
}
