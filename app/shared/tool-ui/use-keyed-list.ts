import { useCallback, useState } from "react";

export type Keyed<T> = T & { key: number };

interface ListState<T> {
  rows: Keyed<T>[];
  /** The key the next new row gets. */
  next: number;
}

function appendRows<T extends object>(state: ListState<T>, items: readonly (T | Keyed<T>)[]): ListState<T> {
  let next = state.next;
  const rows = items.map((item) =>
    "key" in item && typeof item.key === "number" ? (item as Keyed<T>) : { ...item, key: next++ },
  );
  return { rows, next };
}

/** The rows with the one keyed `key` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveRow<T>(rows: readonly Keyed<T>[], key: number, offset: -1 | 1): Keyed<T>[] {
  const from = rows.findIndex((row) => row.key === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}

/**
 * A list of form rows with stable React keys (rows can be removed from the middle). Keys are
 * counters kept in state, so the server and the first client render agree.
 */
export function useKeyedList<T extends object>(initial: () => readonly T[]) {
  const [state, setState] = useState<ListState<T>>(() => appendRows({ rows: [], next: 0 }, initial()));

  const add = useCallback((item: T) => setState((current) => appendRows(current, [...current.rows, item])), []);
  /** Removal only while more than one row remains (docs/requirements.md R4.4). */
  const remove = useCallback(
    (key: number) =>
      setState((current) =>
        current.rows.length > 1 ? { ...current, rows: current.rows.filter((row) => row.key !== key) } : current,
      ),
    [],
  );
  const update = useCallback(
    (key: number, patch: Partial<T>) =>
      setState((current) => ({
        ...current,
        rows: current.rows.map((row) => (row.key === key ? { ...row, ...patch } : row)),
      })),
    [],
  );
  /** Moves a row one place up (-1) or down (+1), so the visitor can put the most important first. */
  const move = useCallback(
    (key: number, offset: -1 | 1) => setState((current) => ({ ...current, rows: moveRow(current.rows, key, offset) })),
    [],
  );
  /** Replaces the list; items that are already rows keep their keys, new items get fresh ones. */
  const replace = useCallback(
    (items: readonly (T | Keyed<T>)[]) => setState((current) => appendRows(current, items)),
    [],
  );

  return { rows: state.rows, add, remove, update, move, replace };
}
