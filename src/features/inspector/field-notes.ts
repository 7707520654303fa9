// The type of the field notes' texts, shared by the Chat and Responses annotators (a module of its own, so neither imports the other's).
import type english from './locales/en.json';

/** The field notes' texts in the UI language: the inspector catalog's `notes` (titles are wire names and stay as they are). */
export type FieldNotes = (typeof english)['notes'];
