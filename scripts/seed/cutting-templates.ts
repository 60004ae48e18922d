import type { CuttingTemplate } from '@nyama/domain/inventory/production';
import type { Species } from '@nyama/domain/catalogue/species';
import type { ITEMS } from './catalog';

/**
 * What each species' dressed carcass gives, in basis points of its weight, from the shop's own cutting
 * tests (../shared/notes/domain.md: beef about 70 % saleable meat, 20 % bone, 8 % fat). Offal and hides
 * come off before dressing, so they are not in a carcass's template. What is left is chilling and
 * trimming loss, allowed up to `maxLossBps`.
 */
export const CUTTING_TEMPLATES: Record<Species, CuttingTemplate> = {
  cattle: template('cattle', 500, [
    ['beef-cube-in-bone', 'cut', 2_500],
    ['beef-boneless', 'cut', 1_400],
    ['beef-mince', 'cut', 1_000],
    ['beef-ribs', 'cut', 600],
    ['beef-sirloin', 'cut', 500],
    ['beef-brisket', 'cut', 500],
    ['beef-tbone', 'cut', 400],
    ['beef-rump', 'cut', 400],
    ['beef-fillet', 'cut', 200],
    ['beef-oxtail', 'cut', 100],
    ['by-bones', 'byProduct', 1_200],
    ['by-fat', 'byProduct', 600],
    ['by-trim', 'byProduct', 200],
  ]),
  goat: template('goat', 500, [
    ['goat-leg', 'cut', 3_000],
    ['goat-shoulder', 'cut', 2_200],
    ['goat-ribs', 'cut', 1_500],
    ['goat-chops', 'cut', 1_300],
    ['by-bones', 'byProduct', 800],
    ['by-trim', 'byProduct', 400],
    ['by-fat', 'byProduct', 300],
  ]),
  sheep: template('sheep', 500, [
    ['mutton-mixed', 'cut', 8_000],
    ['by-bones', 'byProduct', 1_000],
    ['by-fat', 'byProduct', 500],
  ]),
  chicken: template('chicken', 500, [
    ['chicken-breast', 'cut', 3_400],
    ['chicken-drumsticks', 'cut', 2_400],
    ['chicken-wings', 'cut', 1_200],
    ['by-bones', 'byProduct', 2_200],
    ['by-trim', 'byProduct', 300],
  ]),
  rabbit: template('rabbit', 500, [['rabbit-half', 'cut', 9_600]]),
};

type TemplateItemId = (typeof ITEMS)[number]['id'];

function template(
  species: Species,
  maxLossBps: number,
  outputs: readonly [TemplateItemId, 'cut' | 'byProduct', number][],
): CuttingTemplate {
  return {
    species,
    outputs: outputs.map(([itemId, role, yieldBps]) => ({ itemId, role, yieldBps })),
    maxLossBps,
  };
}
