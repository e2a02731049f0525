/** Account e-mails: plain Polish text and simple HTML with the same content. */
import type { MailMessage } from './mailer.js';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function linkMail(to: string, subject: string, lines: string[], link: string, after: string[]): MailMessage {
  const text = [...lines, '', link, '', ...after, '', 'Zespół Zapisy'].join('\n');
  const paragraphs = (list: string[]) => list.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    '<html lang="pl"><body style="font-family: sans-serif">',
    paragraphs(lines),
    `<p><a href="${href}">${href}</a></p>`,
    paragraphs(after),
    '<p>Zespół Zapisy</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

function greeting(firstName: string): string {
  return firstName.trim() === '' ? 'Dzień dobry,' : `Dzień dobry ${firstName.trim()},`;
}

export function confirmRegistrationMail(input: { to: string; firstName: string; link: string }): MailMessage {
  return linkMail(
    input.to,
    'Potwierdź rejestrację w Zapisy',
    [greeting(input.firstName), 'dziękujemy za rejestrację. Aby aktywować konto, otwórz poniższy odnośnik:'],
    input.link,
    [
      'Odnośnik jest ważny 48 godzin i można go użyć tylko raz.',
      'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
    ],
  );
}

export function resetPasswordMail(input: { to: string; firstName: string; link: string }): MailMessage {
  return linkMail(
    input.to,
    'Ustaw nowe hasło w Zapisy',
    [
      greeting(input.firstName),
      'otrzymaliśmy prośbę o zmianę hasła. Aby ustawić nowe hasło, otwórz poniższy odnośnik:',
    ],
    input.link,
    [
      'Odnośnik jest ważny 1 godzinę i można go użyć tylko raz.',
      'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość — hasło pozostanie bez zmian.',
    ],
  );
}

/**
 * To the owner of an existing account when someone registers with its address (`POST /auth/register`
 * answers exactly as for a new address, so accounts cannot be enumerated; this mail tells the owner).
 */
export function registrationAttemptMail(input: {
  to: string;
  firstName: string;
  loginLink: string;
  resetLink: string;
}): MailMessage {
  const lines = [
    greeting(input.firstName),
    'ktoś próbował założyć w Zapisy konto z Twoim adresem e-mail, ale konto z tym adresem już istnieje. Nowego konta nie założyliśmy.',
    'Jeśli to Ty, zaloguj się:',
  ];
  const after = [
    'Jeśli nie pamiętasz hasła, ustaw nowe tutaj:',
    input.resetLink,
    '',
    'Jeśli to nie Ty, zignoruj tę wiadomość — Twoje konto i hasło pozostają bez zmian.',
  ];
  return linkMail(input.to, 'Próba rejestracji z Twoim adresem w Zapisy', lines, input.loginLink, after);
}
