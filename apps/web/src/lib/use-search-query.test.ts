import { SEARCH_DEBOUNCE_MS } from "@inventario/shared/constants";
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSearchQuery } from "./use-search-query";

beforeEach(() => {
  vi.useFakeTimers();
});

function setup() {
  const hook = renderHook(() => useSearchQuery());
  const type = (text: string) => act(() => hook.result.current.setText(text));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const query = () => ({ search: hook.result.current.search, page: hook.result.current.page });
  return { hook, type, wait, query };
}

describe("useSearchQuery", () => {
  it("starts unfiltered at page 1", () => {
    const { query } = setup();
    expect(query()).toEqual({ search: "", page: 1 });
  });

  it("ignores one or two characters, however long one waits", () => {
    const { type, wait, query } = setup();
    type("l");
    wait(SEARCH_DEBOUNCE_MS * 3);
    type(" la ");
    wait(SEARCH_DEBOUNCE_MS * 3);
    expect(query()).toEqual({ search: "", page: 1 });
  });

  it("applies three or more characters, trimmed, 300 ms after the last keystroke, from page 1", () => {
    const { hook, type, wait, query } = setup();
    act(() => hook.result.current.setPage(4));
    type("lau");
    wait(SEARCH_DEBOUNCE_MS - 100);
    type("  laura ");
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(query()).toEqual({ search: "", page: 4 });
    wait(1);
    expect(query()).toEqual({ search: "laura", page: 1 });
  });

  it("keeps the page when the text changes only in spaces", () => {
    const { hook, type, wait, query } = setup();
    type("laura");
    wait(SEARCH_DEBOUNCE_MS);
    act(() => hook.result.current.setPage(2));
    type("laura  ");
    wait(SEARCH_DEBOUNCE_MS);
    expect(query()).toEqual({ search: "laura", page: 2 });
  });

  it("goes back to the current page of the unfiltered list when the text is emptied", () => {
    const { hook, type, wait, query } = setup();
    act(() => hook.result.current.setPage(3));
    type("la");
    wait(SEARCH_DEBOUNCE_MS);
    type("");
    wait(SEARCH_DEBOUNCE_MS);
    expect(query()).toEqual({ search: "", page: 3 });
  });

  it("starts the unfiltered list at page 1 after a search was shown", () => {
    const { hook, type, wait, query } = setup();
    type("laura");
    wait(SEARCH_DEBOUNCE_MS);
    act(() => hook.result.current.setPage(2));
    type("   ");
    wait(SEARCH_DEBOUNCE_MS);
    expect(query()).toEqual({ search: "", page: 1 });
  });
});
