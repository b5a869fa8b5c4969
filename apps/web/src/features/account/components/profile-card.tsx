import { Avatar, Button, FileButton, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateName, type UserProfile } from '@travel/contracts';
import { uploadFile } from '../../../shared/api/upload-file';
import { useSession } from '../../../shared/session/session-context';
import { notify, showErrorToast } from '../../../shared/ui/notify';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { useEditProfile } from '../api/edit-profile';

const rules = { name: validateName };

export function ProfileCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const { refresh } = useSession();
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Group>
            <Avatar src={image} size="lg" radius="xl" alt={profile.name} />
            <FileButton onChange={(file) => void onUpload(file)} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <Button variant="default" loading={isUploading} {...props}>
                  {t('profile.photo')}
                </Button>
              )}
            </FileButton>
          </Group>
          <TextInput label={t('profile.name')} required {...form.field('name')} />
          <TextInput label={t('profile.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={form.hasVisibleErrors}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
