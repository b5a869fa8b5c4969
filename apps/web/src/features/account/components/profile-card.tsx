import { Avatar, Button, FileButton, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { validateName, type UserProfile } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { uploadFile } from '../../../shared/api/upload-file';
import { useSession } from '../../../shared/session/session-context';
import { notify, showErrorToast } from '../../../shared/ui/notify';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { useEditProfile } from '../api/edit-profile';

const rules = { name: validateName };

export function ProfileCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const { refresh } = useSession();
  const isActive = useIsAgencyActive();
  const form = useFormFields({ name: profile.name, phone: profile.phone ?? '' }, rules);
  const [image, setImage] = useState(profile.profileImage);
  const [isUploading, setUploading] = useState(false);
  const save = useEditProfile();

  const onUpload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      setImage(await uploadFile(file, 'profileImage'));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    if (!form.validateAll() || !isActive || save.isPending) return;
    save.mutate(
      { name: form.values.name.trim(), phone: form.values.phone.trim() || null, profileImage: image },
      {
        onSuccess: () => {
          void notify(t('profile.saved'), 'success');
          refresh();
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-title">
      <Title order={2} size="h4" id="profile-title" mb="md">
        {t('profile.title')}
      </Title>
      <ValidatedForm onAttempt={submit}>
        <Stack gap="sm">
          <Group>
            <Avatar src={image} size="lg" radius="xl" alt={profile.name} />
            <FileButton
              onChange={(file) => void onUpload(file)}
              accept="image/jpeg,image/png,image/webp"
              disabled={!isActive}
            >
              {(props) => (
                <Button variant="default" loading={isUploading} disabled={!isActive} {...props}>
                  {t('profile.photo')}
                </Button>
              )}
            </FileButton>
          </Group>
          <TextInput label={t('profile.name')} required {...form.field('name')} />
          <TextInput label={t('profile.phone')} type="tel" dir="ltr" autoComplete="tel" {...form.field('phone')} />
          <Group>
            <SubmitButton isValid={form.isValid} loading={save.isPending}>
              {t('save')}
            </SubmitButton>
          </Group>
        </Stack>
      </ValidatedForm>
    </Paper>
  );
}
