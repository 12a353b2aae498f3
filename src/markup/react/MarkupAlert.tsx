import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { AlertType } from '../directives';
import type { AlertIconName } from '../icons';
import { MarkupIcon } from './MarkupIcon';

interface MarkupAlertProps {
  type: AlertType;
  icon: AlertIconName;
  title: string;
  children: ReactNode;
}

/**
 * An alert block. It is part of the lesson, not a live announcement, so it is a note rather
 * than MUI's default role="alert".
 */
export function MarkupAlert({ type, icon, title, children }: MarkupAlertProps) {
  return (
    <Alert
      severity={type}
      role="note"
      icon={<MarkupIcon name={icon} className="markup-alert-icon" />}
      className="markup-alert"
      data-alert-type={type}
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {children}
    </Alert>
  );
}
