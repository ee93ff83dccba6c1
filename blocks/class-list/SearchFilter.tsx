import { CloseButton, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

const DEBOUNCE_MS = 400;

/**
 * The search box of the filter bar. What is typed lives here and is committed to the URL after a pause, so a slow
 * answer never overwrites the text; the box follows the URL only when the URL changes from elsewhere (back button).
 */
export function SearchFilter({ name, urlValue, onCommit }: { name: string; urlValue: string; onCommit: (value: string, typing: boolean) => void }) {
  const [text, setText] = useState(urlValue);
  const committed = useRef(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Typed before the bar's code ran (hydration keeps it in the box): the box's text, and what its bar applies.
    const typed = input.current?.value ?? "";
    if (typed !== text) {
      setText(typed);
      committed.current = typed.trim();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (urlValue !== committed.current) {
      committed.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string, typing: boolean) => {
    clearTimeout(timer.current);
    if (value.trim() === committed.current.trim()) return;
    committed.current = value.trim();
    onCommit(value, typing);
  };

  return (
    <TextInput
      ref={input}
      name={name}
      type="search"
      label="Cari"
      placeholder="Nama atau topik kelas"
      value={text}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setText(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(value, true), DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit(text, false);
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Hapus pencarian"
            onClick={() => {
              setText("");
              commit("", false);
            }}
          />
        ) : null
      }
      maxLength={100}
    />
  );
}
