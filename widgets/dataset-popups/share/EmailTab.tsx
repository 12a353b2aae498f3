import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError, GENERIC_ERROR_MESSAGE, GuardedButton, toast, type User } from '@courses/runtime';
import { shareByEmail } from '@courses/runtime/requests';
import { ShortTextArea, useForm } from '@courses/runtime/forms';
import { EMAIL_FORM_MESSAGES, INVALID_EMAIL_MESSAGE, sharedMessage } from './messages';
import type { SharedContent } from './sharedContent';

/** The server's limit on the message (EmailSharePayloadSchema). */
export const MESSAGE_MAX_LENGTH = 2000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailTabProps {
  content: SharedContent;
  /** The link to send, prefilled and read-only. */
  link: string;
  /** null for a visitor, who must say who the e-mail is from. */
  user: User | null;
}

/** Share by email (spec section 5): URL, Email, From (visitors only) and an optional Message. */
export function EmailTab({ content, link, user }: EmailTabProps) {
  const [sending, setSending] = useState(false);
  const form = useForm({
    disabled: sending,
    fields: {
      url: { required: EMAIL_FORM_MESSAGES.url, initial: link },
      email: {
        required: EMAIL_FORM_MESSAGES.email,
        pattern: { value: EMAIL_PATTERN, message: INVALID_EMAIL_MESSAGE },
      },
      // A logged-in sender is known to the server: the field is neither shown nor required.
      from: user ? {} : { required: EMAIL_FORM_MESSAGES.from, maxLength: 200 },
      message: { maxLength: MESSAGE_MAX_LENGTH },
    },
  });

  async function send(values: Record<'url' | 'email' | 'from' | 'message', string>) {
    setSending(true);
    try {
      const result = await shareByEmail({
        page_link: values.url,
        email: values.email.trim(),
        sender_name: user ? '' : values.from.trim(),
        message: values.message,
        type: content.type,
      });
      if (!result.success) {
        toast(result.message || GENERIC_ERROR_MESSAGE, 'error');
        return;
      }
      toast(sharedMessage(content.kindWord), 'success');
      // Ready for the next person, without flagging the emptied fields; who it is from stays.
      form.reset();
      form.setValue('from', values.from);
    } catch (error) {
      // Everything typed stays in the form for another try.
      toast(error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setSending(false);
    }
  }

  const url = form.field('url');
  const message = form.field('message');
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((v) => void send(v))}
    >
      <TextField
        label="URL"
        required
        fullWidth
        {...url}
        slotProps={{ htmlInput: { ...url.slotProps.htmlInput, readOnly: true } }}
      />
      <TextField
        label="Email"
        type="email"
        required
        fullWidth
        autoComplete="email"
        {...form.field('email')}
      />
      {!user && (
        <TextField label="From" required fullWidth autoComplete="name" {...form.field('from')} />
      )}
      <ShortTextArea
        label="Message"
        fullWidth
        id={message.id}
        name={message.name}
        value={message.value}
        onValueChange={(value) => form.setValue('message', value)}
        disabled={message.disabled}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <GuardedButton
        type="submit"
        variant="contained"
        disabled={!form.canSubmit}
        style={{ alignSelf: 'flex-start' }}
      >
        {sending ? 'Sending...' : 'Send'}
      </GuardedButton>
    </Stack>
  );
}
