import { describe, expect, it } from 'vitest';
import { areaInZone, areaRefusal } from './zone';

const CBD = { name: 'CBD & Upper Hill', areas: ['CBD', 'Upper Hill', 'Ngara', 'Community'] };
const SOUTH = { name: 'Karen & Langata', areas: ['Karen', "Lang'ata", 'Hardy', 'Bomas'] };

describe('an address’s area and its zone', () => {
  it('is served when the zone lists it, whatever its case, spaces or apostrophe', () => {
    expect(areaInZone('Upper Hill', CBD)).toBe(true);
    expect(areaInZone('  upper  hill ', CBD)).toBe(true);
    expect(areaInZone('Langata', SOUTH)).toBe(true);
    expect(areaInZone('Lang’ata', SOUTH)).toBe(true);
  });

  it('is refused when the zone does not serve it, naming the zone and its areas', () => {
    expect(areaInZone('Kitengela', CBD)).toBe(false);
    expect(areaInZone('', CBD)).toBe(false);
    expect(areaInZone('Upper', CBD)).toBe(false);
    expect(areaRefusal('Kitengela', CBD)).toBe(
      'Kitengela is not in the CBD & Upper Hill zone; choose CBD, Upper Hill, Ngara or Community, or another zone.',
    );
    expect(areaRefusal('Ngara', CBD)).toBeNull();
  });
});
