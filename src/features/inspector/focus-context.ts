// Whether the inspector is focused on the payload: its parts leave out what is not the payload (help notes, byte facts).
import { createContext } from 'react';

export const PayloadFocus = createContext(false);
