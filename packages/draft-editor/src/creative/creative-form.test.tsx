import { createI18n, I18nextProvider, type Language } from '@adconsole/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../testing/sample-draft';
import { CreativeForm } from './creative-form';

/** A new creative's form in a language, and its title as the user types it in. */
async function typedTitle(language: Language, title: string, label = 'Title') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <CreativeForm draft={sampleDraft} unitId={21} onSubmit={async () => undefined} />
    </I18nextProvider>,
  );
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  await userEvent.paste(title);
  return input;
}

const wildcardHint =
  'Wildcards such as {keyword} do not count; the region wildcard {地域} may only start the title.';

// Lengths in bytes as the provider counts them (docs/requirements.md#ad-drafts): the counter counts as the rule
// does, and both say the unit.
describe('the title of a creative', () => {
  it('of 26 Chinese characters is 52 bytes: over 50, said in bytes', async () => {
    const title = await typedTitle('en', '鲜'.repeat(26));
    expect(screen.getByText('52/50 bytes')).toBeVisible();
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        `52 of 50 bytes — a Chinese character counts 2 ${wildcardHint} More than 50 bytes — a Chinese character counts 2`,
      ),
    );
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('of 5 Chinese characters is 10 bytes: long enough', async () => {
    const title = await typedTitle('en', '鲜花速递店');
    expect(screen.getByText('10/50 bytes')).toBeVisible();
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        `10 of 50 bytes — a Chinese character counts 2 ${wildcardHint}`,
      ),
    );
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('of 4 Chinese characters is 8 bytes: under 9, said in bytes', async () => {
    const title = await typedTitle('en', '鲜花速递');
    expect(screen.getByText('8/50 bytes')).toBeVisible();
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        `8 of 50 bytes — a Chinese character counts 2 ${wildcardHint} Less than 9 bytes — a Chinese character counts 2`,
      ),
    );
  });

  it('is counted trimmed, as the rule saves it', async () => {
    const title = await typedTitle('en', '  鲜花速递店 ');
    expect(screen.getByText('10/50 bytes')).toBeVisible();
    await waitFor(() => expect(title).toHaveAccessibleDescription(/^10 of 50 bytes/));
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['cn', '标题', '52/50 字节', '超过 50 字节（1 个汉字计 2 字节）'],
    ['tw', '標題', '52/50 位元組', '超過 50 位元組（1 個中文字計 2 位元組）'],
  ] as const)('says bytes in %s too', async (language, label, counter, message) => {
    const title = await typedTitle(language, '鲜'.repeat(26), label);
    expect(screen.getByText(counter)).toBeVisible();
    await waitFor(() => expect(title).toHaveAccessibleDescription(new RegExp(`${message}$`)));
  });
});
