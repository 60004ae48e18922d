import { describe, expect, it } from 'vitest';
import { routeTree } from '../route-tree';
import { screensOf } from '../routes/screen-table';
import { backOfficeHome, backOfficeSections } from './back-office-sections';

const screens = screensOf(routeTree);

describe('backOfficeSections', () => {
  it('shows an Admin every area, each link once, in the order of work', () => {
    const sections = backOfficeSections(screens, 'Admin');
    expect(sections.map((section) => section.label)).toEqual([
      'Orders',
      'Catalogue',
      'Customers',
      'Inventory',
      'Purchasing',
      'Production',
      'Money',
      'Reports',
    ]);
    expect(sections.find((section) => section.label === 'Orders')?.links).toEqual([
      { to: '/allorders', label: 'staff_nav_all_orders' },
      { to: '/neworder', label: 'staff_phone_order' },
      { to: '/archorders', label: 'staff_nav_archive' },
    ]);
    // A section the two areas share lists the staff's screens first: the cash-up comes before the close.
    expect(sections.find((section) => section.label === 'Money')?.links.map((link) => link.to)).toEqual([
      '/cashup',
      '/dayclose',
      '/admintax',
      '/admintaxsetup',
    ]);
    expect(sections.flatMap((section) => section.links)).toHaveLength(26);
  });

  it('shows Inner staff only the areas behind the counter', () => {
    const sections = backOfficeSections(screens, 'Inner');
    expect(sections.map((section) => section.label)).toEqual([
      'Inventory',
      'Purchasing',
      'Production',
      'Money',
      'Reports',
    ]);
    const links = sections.flatMap((section) => section.links).map((link) => link.to);
    expect(links).toContain('/cashup');
    expect(
      links.some((to) =>
        ['/allorders', '/dayclose', '/adminsms', '/admintax', '/admintaxsetup'].includes(to),
      ),
    ).toBe(false);
  });

  it('leads each role to its first screen, and nobody else into the back office', () => {
    expect(backOfficeHome(screens, 'Admin')).toBe('/allorders');
    expect(backOfficeHome(screens, 'Inner')).toBe('/inventory');
    expect(backOfficeHome(screens, 'Driver')).toBeNull();
    expect(backOfficeHome(screens, 'User')).toBeNull();
    expect(backOfficeHome(screens, null)).toBeNull();
  });
});
