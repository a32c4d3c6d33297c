import type { MapColour } from '../model';

/**
 * Screen colours of the ten map colours (the specification names them only). Chosen so that white
 * node labels and the canvas grid stay readable on every one of them.
 */
export const MAP_COLOUR_HEX: Record<MapColour, string> = {
  DarkGray: '#4b5563',
  Charcoal: '#36454f',
  CoolGray: '#8c92ac',
  Midnight: '#191970',
  DeepBlue: '#1e3a8a',
  ForestGreen: '#228b22',
  BrickRed: '#a23b2c',
  BurntOrange: '#cc5500',
  Olive: '#6b6b2a',
  SteelBlue: '#4682b4',
};
