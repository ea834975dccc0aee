// How the playing cards and the card table look: chosen in the settings (the shell stores the choice
// and writes it here), read by PlayingCard and by the card games' tables. Never changes the rules.

export const CARD_BACKS = [
  { id: 'lattice', name: 'Rauten' },
  { id: 'waves', name: 'Wellen' },
  { id: 'stars', name: 'Sterne' },
] as const;
export type CardBack = (typeof CARD_BACKS)[number]['id'];

export const FELTS = [
  { id: 'green', name: 'Grün' },
  { id: 'blue', name: 'Blau' },
  { id: 'wine', name: 'Weinrot' },
] as const;
export type Felt = (typeof FELTS)[number]['id'];

export interface CardLook {
  back: CardBack;
  felt: Felt;
  /** Larger cards: the tables size cards up where the screen allows. */
  large: boolean;
  /** A colour per suit (Pik black, Herz red, Karo blue, Kreuz green) on faces and indices. */
  fourColour: boolean;
}

export const DEFAULT_CARD_LOOK: CardLook = { back: 'lattice', felt: 'green', large: false, fourColour: false };

export const cardLook = $state<CardLook>({ ...DEFAULT_CARD_LOOK });
