'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useReducer, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { authFlowReducer, initialAuthFlow, type AuthStep } from '@/lib/domain/auth-flow';
import { PHONE_PREFIX } from '@/lib/domain/phone';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { QueryProvider } from '@/components/layout/query-provider';
import { WithMessages } from '@/lib/i18n/with-messages';
import { AUTH_WORDS } from './auth-messages';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { LoginStep } from './login-step';
import { NewPasswordStep } from './new-password-step';
import { OtpStep } from './otp-step';
import { ResetPasswordStep } from './reset-password-step';
import { ResultStep } from './result-step';
import { SignUpStep } from './sign-up-step';
import type { StepProps } from './step-props';

const STEPS: Record<AuthStep, (props: StepProps) => ReactNode> = {
  login: LoginStep,
  signUp: SignUpStep,
  otp: OtpStep,
  otpError: ResultStep,
  resetPassword: ResetPasswordStep,
  newPassword: NewPasswordStep,
  resetSuccess: ResultStep,
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The auth modal: a modal <dialog> labelled by the step's title, 400 px wide
 * and full screen on a phone. The browser makes the page behind it inert; Tab is also kept
 * inside by hand (the browser would let it reach its own toolbar), Escape closes, and the
 * element that opened it gets the focus back. Loaded on demand (auth-modal-host.tsx).
 */
/** The modal's steps read and invalidate queries (the session, the shopper): their own provider. */
export function AuthModal() {
  return (
    <WithMessages words={AUTH_WORDS}>
      <QueryProvider>
        <AuthModalDialog />
      </QueryProvider>
    </WithMessages>
  );
}

function AuthModalDialog() {
  const open = useAuthModal((s) => s.open);
  const session = useAuthModal((s) => s.session);
  const close = useAuthModal((s) => s.close);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Where the press began: a drag from a field that ends on the backdrop is not a backdrop click.
  const pressedOnBackdrop = useRef(false);

  useModalDialog(ref, open, {
    onRelease: () => {
      const opener = useAuthModal.getState().opener;
      // The login button may be gone (it became the account link): then the page's main region.
      const target = opener?.isConnected ? opener : document.getElementById('main');
      target?.focus({ preventScroll: true });
    },
  });

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React state closes the dialog, so that the flag and the dialog agree.
        event.preventDefault();
        close();
      }}
      onClose={() => {
        if (useAuthModal.getState().open) close();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        if (event.target === ref.current && pressedOnBackdrop.current) close();
      }}
      onKeyDown={trapTab}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-surface p-0 text-ink backdrop:bg-ink/50 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[400px] sm:rounded-card sm:shadow-raised"
    >
      {open && <AuthSteps key={session} titleId={titleId} />}
    </dialog>
  );
}

/** One opening of the modal: the flow starts where the caller asked, with its phone. */
function AuthSteps({ titleId }: { titleId: string }) {
  const t = useTranslations('auth');
  const close = useAuthModal((s) => s.close);
  const [flow, dispatch] = useReducer(authFlowReducer, undefined, () => {
    const { entry, phone } = useAuthModal.getState();
    return initialAuthFlow(entry, phone || PHONE_PREFIX);
  });
  const body = useRef<HTMLDivElement>(null);

  // Each step starts with the focus on its first field (or its marked control).
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])');
    target?.focus();
  }, [flow.step]);

  const Step = STEPS[flow.step];
  return (
    <div className="flex h-full max-h-[inherit] flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-2">
        <h2 id={titleId} className="text-lg font-bold">
          {t(`titles.${flow.step}`)}
        </h2>
        <button type="button" onClick={close} aria-label={t('close')} className="-mr-2 grid size-11 place-items-center rounded-control hover:bg-canvas">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div ref={body} className="flex-1 overflow-y-auto px-5 py-5" data-step={flow.step}>
        <Step flow={flow} dispatch={dispatch} />
      </div>
    </div>
  );
}
