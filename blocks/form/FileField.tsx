import "@mantine/dropzone/styles.css";
import { Box, Button, Group, Input, Paper, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useId } from "react";
import { ProgressBar } from "../../engine/react.js";
import { formatBytes, type UploadLimits } from "./uploadLimits.js";
import type { UploadFile } from "./UploadFile.js";
import { useFileSend } from "./useFileSend.js";

interface FileFieldProps {
  common: Record<string, unknown> & { "label"?: string; "description"?: string; "error"?: unknown; "withAsterisk"?: boolean; "data-path"?: string };
  value: string;
  onChange: (value: string) => void;
  /** Says why a file was not taken, next to the field. */
  onError: (message: string) => void;
  limits: UploadLimits;
  upload: UploadFile | undefined;
}

function rejectionMessage(rejection: FileRejection, limits: UploadLimits): string {
  const { file, errors } = rejection;
  if (errors.some((error) => error.code === "file-too-large"))
    return `Berkas ${file.name} terlalu besar (${formatBytes(file.size)}); maksimal ${formatBytes(limits.maxBytes)}.`;
  if (errors.some((error) => error.code === "file-invalid-type"))
    return `Jenis berkas ${file.name} tidak diterima; pilih ${limits.text.split(",").slice(0, -1).join(",")}.`;
  return "Pilih satu berkas saja.";
}

/**
 * A file the form sends ahead of itself: dropped or picked (by keyboard too), checked against the
 * upload entry's types and size before a byte leaves the phone, sent with progress, and then held as
 * the stored file's id. Replacing it is one button.
 */
export function FileField({ common, value, onChange, onError, limits, upload }: FileFieldProps) {
  const { label, description, error, withAsterisk } = common;
  const { progress, stored, send } = useFileSend(upload, onChange, onError);
  const labelId = useId();
  const hintId = useId();
  const buttonId = useId();

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      error={error as string | undefined}
      withAsterisk={withAsterisk}
    >
      {value ? (
        <Paper withBorder radius="md" p="sm" mt={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {stored && stored.id === value ? `${stored.fileName} (${formatBytes(stored.size)}) terunggah.` : "Berkas sudah terunggah."}
            </Text>
            <Button variant="light" size="xs" onClick={() => onChange("")} data-path={common["data-path"]} style={{ flexShrink: 0 }}>
              Ganti berkas
            </Button>
          </Group>
        </Paper>
      ) : (
        <Dropzone
          mt={6}
          multiple={false}
          maxSize={limits.maxBytes}
          accept={[...limits.types]}
          loading={progress !== null}
          onDrop={(files) => files[0] && void send(files[0])}
          onReject={(rejections) => rejections[0] && onError(rejectionMessage(rejections[0], limits))}
          radius="md"
          // The drop area is for a mouse or a finger; the keyboard's way in is the button inside it, whose
          // click reaches the area. The hidden file input carries the field's name, state and hints.
          activateOnKeyboard={false}
          inputProps={{ "aria-labelledby": labelId, "aria-describedby": hintId, "aria-invalid": error ? true : undefined }}
        >
          <Text ta="center" fw={600}>
            Seret berkas ke sini, atau
          </Text>
          <Group justify="center" mt={6}>
            <Button
              variant="light"
              size="sm"
              id={buttonId}
              aria-labelledby={`${buttonId} ${labelId}`}
              aria-describedby={hintId}
              data-path={common["data-path"]}
            >
              Pilih berkas
            </Button>
          </Group>
          <Text id={hintId} ta="center" size="sm" mt={6}>
            {limits.text}
          </Text>
        </Dropzone>
      )}
      {progress !== null ? (
        <Box mt="xs">
          <ProgressBar value={Math.round(progress * 100)} label="Kemajuan unggahan berkas" />
        </Box>
      ) : null}
    </Input.Wrapper>
  );
}
