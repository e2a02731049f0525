import { createContext, useContext } from 'react';

/** The element beside the canvas where the selected cell's settings are drawn (null until it is mounted). */
export const SettingsSlotContext = createContext<HTMLElement | null>(null);

export function useSettingsSlot(): HTMLElement | null {
  return useContext(SettingsSlotContext);
}
