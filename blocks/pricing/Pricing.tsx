import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";

import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { BlockSection } from "../shared/BlockSection.js";
import { LinkButton } from "../shared/LinkButton.js";
import { planPrice } from "./planPrice.js";
import type { pricingSchema } from "./pricingSchema.js";

import { renderSpan } from "../shared/renderSpan.js";
import { CheckMark } from "../shared/CheckMark.js";

export type PricingProps = FromSchema<typeof pricingSchema>;
type Plan = PricingProps["plans"][number];

function PlanCard({ plan }: { plan: Plan }) {
  const h = useHeadingOrder();
  const highlighted = plan.highlighted === true;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "lg", sm: "xl" }}
      shadow={highlighted ? "md" : undefined}
      style={highlighted ? { borderColor: "var(--mantine-color-brand-6)", borderWidth: 2 } : undefined}
      data-plan={plan.name}
      data-highlighted={highlighted || undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={h()} fz="xl">
            {plan.name}
          </Title>
          {plan.badge ? <Badge variant={highlighted ? "filled" : "light"}>{plan.badge}</Badge> : null}
        </Group>
        {plan.description ? (
          <Text c="dimmed" fz="sm">
            {plan.description}
          </Text>
        ) : null}
        <div>
          <Text fz={{ base: 28, sm: 32 }} fw={800} lh={1.1} c="brand.7" data-price>
            {planPrice(plan)}
          </Text>
          {plan.period ? (
            <Text fz="sm" c="dimmed">
              {plan.period}
            </Text>
          ) : null}
        </div>
        {plan.features.length ? (
          <List
            spacing={8}
            fz="sm"
            icon={
              <ThemeIcon renderRoot={renderSpan} size={20} radius="xl" variant={highlighted ? "filled" : "light"}>
                <CheckMark />
              </ThemeIcon>
            }
            style={{ flex: 1 }}
          >
            {plan.features.map((feature, i) => (
              <List.Item key={`${feature}-${i}`}>{feature}</List.Item>
            ))}
          </List>
        ) : (
          <div style={{ flex: 1 }} />
        )}
        <LinkButton to={plan.cta.to} label={plan.cta.label} radius="xl" size="md" fullWidth variant={highlighted ? "filled" : "outline"} />
      </Stack>
    </Paper>
  );
}

/** Price plans side by side (stacked on phones), one of them optionally highlighted. */
export function Pricing({ props }: BlockComponentProps<PricingProps>) {
  return (
    <BlockSection heading={props}>
      <SimpleGrid cols={{ base: 1, sm: Math.min(props.plans.length, 2), md: props.plans.length }} spacing="lg">
        {props.plans.map((plan, i) => (
          <PlanCard key={`${plan.name}-${i}`} plan={plan} />
        ))}
      </SimpleGrid>
      {props.note ? (
        <Text fz="sm" c="dimmed" ta="center" mt="lg">
          {props.note}
        </Text>
      ) : null}
    </BlockSection>
  );
}
