import { createI18n, I18nextProvider, type Language } from '@adconsole/i18n';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailDetail } from './fail-detail';

const renderIn = (language: Language, detail: string | null) =>
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <FailDetail detail={detail} />
    </I18nextProvider>,
  ).container;

describe('FailDetail', () => {
  it('shows the provider’s own words with its code, in the user’s language', () => {
    expect(renderIn('en', '901234 关键词重复')).toHaveTextContent('The provider says: 901234 关键词重复');
    expect(renderIn('cn', '901234 关键词重复')).toHaveTextContent('媒体说明：901234 关键词重复');
  });

  it('shows nothing when the provider gave no words', () => {
    expect(renderIn('en', null)).toBeEmptyDOMElement();
  });
});
