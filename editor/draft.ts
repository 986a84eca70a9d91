/** Immutable edits of a page draft by JSON path, and the session's undo/redo history. */

export type JsonPath = ReadonlyArray<string | number>;

/** `value` with the value at `path` replaced; `undefined` removes an object key. */
export function setAt(value: unknown, path: JsonPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...Array<string | number>];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = setAt(copy[key as number], rest, next);
    return copy;
  }
  const record = { ...((value ?? {}) as Record<string, unknown>) };
  const child = setAt(record[key], rest, next);
  if (child === undefined) delete record[key];
  else record[key] = child;
  return record;
}

export function getAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], value);
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (to < 0 || to >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field last typed in and when: keystrokes in one field within a second make one undo step. */
  lastKey?: string;
  lastAt?: number;
}

export type HistoryAction<T> =
  | { type: 'change'; value: T; key?: string; at?: number }
  | { type: 'changeAt'; path: JsonPath; value: unknown; at?: number }
  | { type: 'update'; update: (present: T) => T }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; value: T };

const coalesceMs = 1000;

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'change': {
      const at = action.at ?? Date.now();
      const coalesce = action.key !== undefined && action.key === state.lastKey && state.lastAt !== undefined && at - state.lastAt < coalesceMs;
      return { past: coalesce ? state.past : [...state.past, state.present], present: action.value, future: [], lastKey: action.key, lastAt: at };
    }
    case 'changeAt':
      return historyReducer(state, { type: 'change', value: setAt(state.present, action.path, action.value) as T, key: action.path.join('.'), at: action.at });
    case 'update':
      return historyReducer(state, { type: 'change', value: action.update(state.present) });
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future };
    }
    case 'reset':
      return { past: [], present: action.value, future: [] };
  }
}
