import { CloseButton, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

const DEBOUNCE_MS = 400;

/**
 * The search box of the filter bar. What is typed lives here and is committed to the URL after a pause, so a slow
 * answer never overwrites the text; the box follows the URL only when the URL changes from elsewhere (back button,
 * "clear all"), never to an address it sent itself.
 */
export function SearchFilter({ name, urlValue, onCommit }: { name: string; urlValue: string; onCommit: (value: string, typing: boolean) => void }) {
  const [text, setText] = useState(urlValue);
  /** What the box last sent to the address. */
  const committed = useRef(urlValue);
  /** What it sent since the address last agreed with it: an address showing one of these is on its way to the latest. */
  const sent = useRef(new Set<string>());
  /** The address's value the box last saw, so that it acts on a change only. */
  const seen = useRef(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Typed before the bar's code ran (hydration keeps it in the box): the box's text, and what its bar applies.
    const typed = input.current?.value ?? "";
    if (typed !== text) {
      setText(typed);
      committed.current = typed.trim();
      sent.current.add(committed.current);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (urlValue === seen.current) return;
    seen.current = urlValue;
    if (urlValue === committed.current) return void sent.current.clear();
    // One the box sent before its latest (an answer slower than the typing): the latest is on its way, what is typed stays.
    if (sent.current.has(urlValue)) return;
    // The address changed from elsewhere (the back button, "clear all"): the box follows it.
    sent.current.clear();
    committed.current = urlValue;
    setText(urlValue);
  }, [urlValue]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string, typing: boolean) => {
    clearTimeout(timer.current);
    if (value.trim() === committed.current.trim()) return;
    committed.current = value.trim();
    sent.current.add(committed.current);
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
