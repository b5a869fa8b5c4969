import { Button, FileButton, Group, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { validateMediaUrl } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { uploadFile, type UploadField } from '../../../shared/api/upload-file';
import { showErrorToast } from '../../../shared/ui/notify';
import classes from './website-settings.module.css';

/** The file types each upload field takes (the server checks them again, with the size). */
const ACCEPT: Partial<Record<UploadField, string>> = {
  logo: 'image/png,image/jpeg,image/webp,image/svg+xml',
  favicon: 'image/png,image/jpeg,image/webp,image/svg+xml,image/x-icon',
  backgroundImage: 'image/png,image/jpeg,image/webp',
  mobileBackgroundImage: 'image/png,image/jpeg,image/webp',
  backgroundVideo: 'video/mp4,video/webm',
};

export interface MediaFieldProps {
  label: string;
  description: string;
  uploadField: UploadField;
  value: string;
  error?: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  /** A file was uploaded: its URL becomes the value. */
  onUploaded(url: string): void;
}

/**
 * An image or video setting: a link typed in, or a file uploaded through a signed URL (as the
 * profile picture is); images show a small preview once the link is valid.
 */
export function MediaField({
  label,
  description,
  uploadField,
  value,
  error,
  onChange,
  onBlur,
  onUploaded,
}: MediaFieldProps) {
  const { t } = useTranslation('website');
  const [isUploading, setUploading] = useState(false);
  const isActive = useIsAgencyActive();
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadFile(file, uploadField));
    } catch (uploadError) {
      showErrorToast(uploadError);
    } finally {
      setUploading(false);
    }
  };
  const link = value.trim();
  const hasPreview = uploadField !== 'backgroundVideo' && link !== '' && validateMediaUrl(link) === null;
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={description}
        placeholder="https://"
        inputMode="url"
        value={value}
        error={error}
        onChange={onChange}
        onBlur={onBlur}
      />
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT[uploadField]} disabled={!isActive}>
          {(props) => (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={isUploading}
              disabled={!isActive}
              aria-label={t('uploadLabel', { field: label })}
              {...props}
            >
              {t('upload')}
            </Button>
          )}
        </FileButton>
        {hasPreview && <img src={link} alt={t('previewOf', { field: label })} className={classes.thumbnail} />}
      </Group>
    </Stack>
  );
}
