/**
 * Snackbar notices (spec §8; DESIGN.md: the shell's snackbar shows the first error).
 * `message` is either a catalogue id (`id`) or server text (`text`) that the host translates.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Notice {
  key: string;
  kind: 'error' | 'success';
  /** Message catalogue id, formatted by the host. */
  id?: string;
  /** Free text from the server; known texts are translated by the host (spec §8). */
  text?: string;
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
