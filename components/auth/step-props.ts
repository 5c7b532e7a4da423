import type { Dispatch } from 'react';
import type { AuthEvent, AuthFlow } from '@/lib/domain/auth-flow';

/** What every step of the auth modal gets: the flow's state and the way to move it on. */
export interface StepProps {
  flow: AuthFlow;
  dispatch: Dispatch<AuthEvent>;
}
