import { describe, expect, it } from 'vitest';
import { backOfficeHome, backOfficeSections } from './back-office-sections';

describe('backOfficeSections', () => {
  it('shows an Admin every area', () => {
    expect(backOfficeSections('Admin').map((section) => section.label)).toEqual([
      'Orders',
      'Catalogue',
      'Customers',
      'Inventory',
      'Purchasing',
      'Production',
      'Money',
      'Reports',
    ]);
  });

  it('shows Inner staff only the areas behind the counter', () => {
    const sections = backOfficeSections('Inner');
    expect(sections.map((section) => section.label)).toEqual([
      'Inventory',
      'Purchasing',
      'Production',
      'Money',
      'Reports',
    ]);
    const links = sections.flatMap((section) => section.links).map((link) => link.to);
    expect(links).toContain('/cashup');
    expect(links.some((to) => to === '/allorders' || to === '/dayclose')).toBe(false);
  });

  it('leads each role to its first screen, and nobody else into the back office', () => {
    expect(backOfficeHome('Admin')).toBe('/allorders');
    expect(backOfficeHome('Inner')).toBe('/inventory');
    expect(backOfficeHome('Driver')).toBeNull();
    expect(backOfficeHome('User')).toBeNull();
    expect(backOfficeHome(null)).toBeNull();
  });
});
