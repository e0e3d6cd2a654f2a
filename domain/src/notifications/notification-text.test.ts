import { describe, expect, it } from 'vitest';
import { notificationPlainText } from './notification-text.ts';

describe('notificationPlainText', () => {
  it('reads one line per block, without mark-up, entities decoded', () => {
    expect(
      notificationPlainText(
        '<h4>Grève</h4><p>Vos <strong>courriers</strong> &amp; colis</p><ul><li>un</li><li>deux</li></ul>',
      ),
    ).toBe('Grève\nVos courriers & colis\nun\ndeux');
  });

  it('is empty for an empty paragraph', () => {
    expect(notificationPlainText('<p></p>')).toBe('');
  });
});
