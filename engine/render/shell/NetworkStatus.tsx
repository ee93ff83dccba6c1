import { Notification, Portal } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

/** Tells the visitor when the connection drops and when it is back (the app tracks online and offline status). */
export function NetworkStatus() {
  const [online, setOnline] = useState(true);
  const [backOnline, setBackOnline] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const update = () => {
      const now = navigator.onLine;
      setOnline((before) => {
        if (!before && now) {
          setBackOnline(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setBackOnline(false), 3000);
        }
        return now;
      });
    };
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      clearTimeout(timer.current);
    };
  }, []);

  if (online && !backOnline) return null;
  return (
    <Portal>
      <Notification
        className="network-status"
        color={online ? "success" : "warning"}
        title={online ? "Koneksi tersambung kembali" : "Anda sedang offline"}
        withCloseButton={false}
        role="status"
        data-network={online ? "online" : "offline"}
      >
        {online ? "Halaman kembali memuat data terbaru." : "Periksa koneksi internet Anda. Isian formulir tetap tersimpan."}
      </Notification>
    </Portal>
  );
}
