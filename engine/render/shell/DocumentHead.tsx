import { useEffect } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { buildHead } from "../../head/buildHead.js";
import { useEngine } from "../EngineContext.js";
import { routeNameOf } from "../../routes/routeHandle.js";

/** Keeps title and share tags in step with client navigation; the server already wrote the first. */
export function DocumentHead() {
  const { settings, layout } = useEngine();
  const matches = useMatches();
  const location = useLocation();
  const routeName = routeNameOf(matches.map((match) => match.handle));

  useEffect(() => {
    const tags = buildHead({ settings, titles: layout.titles, routeName, url: window.location.href });
    for (const old of document.head.querySelectorAll("[data-head]")) old.remove();
    for (const tag of tags) {
      if (tag.tag === "title") {
        document.title = tag.text;
        continue;
      }
      const element = document.createElement(tag.tag);
      element.setAttribute("data-head", "");
      for (const [key, value] of Object.entries(tag.attrs)) element.setAttribute(key, value);
      document.head.append(element);
    }
  }, [settings, layout, routeName, location.pathname, location.search]);

  return null;
}
