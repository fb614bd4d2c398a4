// 'Start again': every answer deleted, here and, for a signed-in member, in their account, once the
// applicant has said so in a dialog (StartAgainDialog), fetched when first asked for; should it not
// arrive (the connection lost), the browser's own confirm asks instead.
import { type ComponentType, useRef, useState } from 'react';
import { inLanguage } from '../../lib/messages/catalog';
import { t } from './messages';
import type { StartAgainDialogProps } from './StartAgainDialog';

interface StartAgainProps {
  member: boolean;
  onConfirm: () => void;
}

export function StartAgain({ member, onConfirm }: StartAgainProps) {
  const [Asking, setAsking] = useState<ComponentType<StartAgainDialogProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const ask = () =>
    inLanguage(import('./StartAgainDialog')).then(
      (module) => setAsking(() => module.StartAgainDialog),
      () => window.confirm(t('wizard-start-again-confirm')) && onConfirm(),
    );
  const close = () => {
    setAsking(null);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="wizard__start-again" onClick={ask}>
        {t('wizard-start-again')}
      </button>
      {Asking && (
        <Asking
          member={member}
          onCancel={close}
          onConfirm={() => {
            setAsking(null);
            onConfirm();
          }}
        />
      )}
    </>
  );
}
