import { describe, expect, it } from 'vitest';
import { ADDRESS_SENTENCES } from './address-refusals';
import { areaInZone, areaRefusal } from './zone';
import { sayRefusal } from '../kernel/refusal';

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
    const refusal = areaRefusal(' Kitengela', CBD);
    expect(refusal).toEqual({
      reason: 'area-outside-zone',
      area: 'Kitengela',
      zone: 'CBD & Upper Hill',
      served: CBD.areas,
    });
    expect(refusal && sayRefusal(ADDRESS_SENTENCES, refusal)).toBe(
      'Kitengela is not in the CBD & Upper Hill zone; choose CBD, Upper Hill, Ngara or Community, or another zone.',
    );
    expect(refusal && sayRefusal(ADDRESS_SENTENCES, { ...refusal, reason: 'address-outside-zone' })).toBe(
      'Kitengela is not in the CBD & Upper Hill zone; choose CBD, Upper Hill, Ngara or Community, or another zone. Change the delivery address.',
    );
    expect(areaRefusal('Ngara', CBD)).toBeNull();
  });
});
