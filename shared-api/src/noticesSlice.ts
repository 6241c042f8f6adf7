/**
 * Snackbar notices (docs/spec.md §8; docs/ARCHITECTURE.md: the shell's snackbar shows the first error).
 * `text` is already translated by the app that raised it, or server text, which the host
 * translates when it knows it (docs/spec.md §8).
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Notice {
  key: string;
  kind: 'error' | 'success';
  text: string;
  title?: string;
}

export const noticesSlice = createSlice({
  name: 'notices',
  initialState: [] as Notice[],
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notice>) {
        state.push(action.payload);
      },
      prepare(notice: Omit<Notice, 'key'>) {
        return { payload: { ...notice, key: nanoid() } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      return state.filter((notice) => notice.key !== action.payload);
    },
  },
});

export const { notify, dismiss } = noticesSlice.actions;
