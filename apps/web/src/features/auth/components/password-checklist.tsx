import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { passwordChecklist, type PasswordChecklist as Checklist } from '@travel/contracts';

const ITEMS: Array<keyof Checklist> = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/** The live checklist under a new password: each criterion met or not, as it is typed. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const checks = passwordChecklist(password);
  return (
    <List spacing={2} size="sm" mt={6} center aria-label={t('checklist.title')} data-testid="password-checklist">
      {ITEMS.map((item) => (
        <List.Item
          key={item}
          data-met={checks[item]}
          icon={
            <ThemeIcon color={checks[item] ? 'teal' : 'gray'} size={16} radius="xl" aria-hidden>
              {checks[item] ? <IconCheck size={11} /> : <IconX size={11} />}
            </ThemeIcon>
          }
        >
          <span className="visually-hidden">{checks[item] ? t('checklist.met') : t('checklist.unmet')}</span>
          {t(`checklist.${item}`)}
        </List.Item>
      ))}
    </List>
  );
}
