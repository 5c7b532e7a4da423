import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordForm } from '@/components/account/password-form';
import { ProfileForm } from '@/components/account/profile-form';
import { TelegramLink } from '@/components/account/telegram-link';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/account/profile',
    title: t('account.profileTitle'),
    description: t('account.description'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** The profile (where the account link leads on a wide screen), the password and Telegram; the shopper's data is loaded live. */
export default async function AccountProfilePage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('account.profileTitle')}</PageTitle>
      <div className="mt-4">
        <div className="max-w-xl space-y-6">
          <ProfileForm />
          <PasswordForm />
          <TelegramLink />
        </div>
      </div>
    </>
  );
}
