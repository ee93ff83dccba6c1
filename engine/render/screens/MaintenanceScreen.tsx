import { Image, Text } from "@mantine/core";
import { MESSAGES } from "../../errors/catalogue.js";
import { StatusScreen } from "./StatusScreen.js";

export function MaintenanceScreen({ logoDark, siteName }: { logoDark?: string; siteName: string }) {
  return (
    <StatusScreen title={MESSAGES.maintenanceTitle}>
      {logoDark ? <Image src={logoDark} alt={siteName || "Logo"} h={56} w="auto" fit="contain" style={{ order: -1 }} /> : null}
      <Text c="dimmed" fz="lg">
        {MESSAGES.maintenanceTagline}
      </Text>
    </StatusScreen>
  );
}
