import { useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ReplyTemplate } from '@shared/api-types.js';
import {
  PLACEHOLDER_LABELS,
  PLACEHOLDERS,
  placeholderProblem,
  REPLY_TEMPLATE_NAME_MAX,
  REPLY_TEMPLATE_TEXT_MAX,
} from '@shared/reply-templates.js';
import type { ReplyTemplateCreate } from '@shared/schemas/reply-template.js';
import { API, reasonOf, useApiCrud, useApiQuery } from '../api/client.js';
import { ConfirmDelete } from '../components/ConfirmDelete.js';
import { FormDialog } from '../components/FormDialog.js';
import { PageHeader } from '../components/PageHeader.js';
import { fieldErrorsOf, showFieldErrors } from '../lib/form.js';
import { useCan } from '../lib/permissions.js';
import { useToast } from '../lib/toast.js';

const placeholderHelp = (
  <span>
    Platzhalter:{' '}
    {PLACEHOLDERS.map((name, index) => (
      <span key={name}>
        {index > 0 && ', '}
        <Typography.Text code>{`{${name}}`}</Typography.Text> {PLACEHOLDER_LABELS[name]}
      </span>
    ))}
    .
  </span>
);

/** Create and edit of one template; the placeholder rule is checked before sending, as the server does. */
function TemplateDialog({
  template,
  open,
  onClose,
}: {
  template: ReplyTemplate | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ReplyTemplateCreate>();
  const toast = useToast();
  const { create, update } = useApiCrud(API.replyTemplates);
  const saving = create.isPending || update.isPending;

  const onFinish = (values: ReplyTemplateCreate) => {
    const problem = placeholderProblem(values.text ?? '');
    if (problem) {
      showFieldErrors(form, { text: problem });
      return;
    }
    const handlers = {
      onSuccess: () => {
        toast.success(template ? 'Vorlage gespeichert' : 'Vorlage angelegt');
        onClose();
      },
      onError: (error: Error) => {
        const errors = fieldErrorsOf(error);
        if (errors && !showFieldErrors(form, errors)) return;
        toast.error('Die Vorlage konnte nicht gespeichert werden.', reasonOf(error));
      },
    };
    if (template) update.mutate({ id: template.id, data: values }, handlers);
    else create.mutate(values, handlers);
  };

  return (
    <FormDialog<ReplyTemplateCreate>
      open={open}
      title={template ? 'Vorlage bearbeiten' : 'Neue Vorlage'}
      name="reply-template"
      form={form}
      initialValues={template ? { name: template.name, text: template.text } : { name: '', text: '' }}
      saving={saving}
      width={640}
      onFinish={onFinish}
      onCancel={onClose}
    >
      <Form.Item label="Name" name="name">
        <Input maxLength={REPLY_TEMPLATE_NAME_MAX} placeholder="z. B. Erste Antwort" />
      </Form.Item>
      <Form.Item label="Text" name="text" extra={placeholderHelp}>
        <Input.TextArea
          autoSize={{ minRows: 5, maxRows: 14 }}
          maxLength={REPLY_TEMPLATE_TEXT_MAX}
          placeholder="Hallo {tiktok}, danke für deine Bewerbung bei {agentur}! …"
        />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * /admin/vorlagen: the reply templates staff send from an application ("Vorlage senden"). Owners
 * and administration write them; recruiting reads them here.
 */
export default function ReplyTemplatesPage() {
  const can = useCan();
  const writable = can('templates.write');
  const list = useApiQuery(API.replyTemplates.list);
  const { remove } = useApiCrud(API.replyTemplates);
  const toast = useToast();
  // undefined: closed; null: a new one; a template: that one.
  const [editing, setEditing] = useState<ReplyTemplate | null | undefined>(undefined);

  const onDelete = (template: ReplyTemplate) =>
    remove.mutateAsync(template.id).then(
      () => toast.success('Vorlage gelöscht'),
      (error: unknown) => toast.error('Die Vorlage konnte nicht gelöscht werden.', reasonOf(error)),
    );

  const templates = list.data ?? [];
  return (
    <>
      <PageHeader
        title="Vorlagen"
        extra={
          writable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              Neue Vorlage
            </Button>
          )
        }
      />
      <Typography.Paragraph type="secondary">
        Antworten an Bewerberinnen und Bewerber, die Sie im Bewerbungsdialog mit „Vorlage senden“ in WhatsApp
        oder Telegram öffnen. {placeholderHelp}
        {!writable && ' Vorlagen anlegen und ändern können Inhaber und Administration.'}
      </Typography.Paragraph>
      {list.isError && <Alert type="error" showIcon role="alert" title="Fehler beim Laden der Vorlagen." />}
      {list.isSuccess && templates.length === 0 && <Empty description="Noch keine Vorlagen." />}
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {templates.map((template) => (
          <Card
            key={template.id}
            size="small"
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{template.name}</h2>}
            extra={
              writable && (
                <Space>
                  <Button
                    icon={<EditOutlined />}
                    aria-label={`${template.name} bearbeiten`}
                    onClick={() => setEditing(template)}
                  >
                    Bearbeiten
                  </Button>
                  <ConfirmDelete
                    description={`Die Vorlage „${template.name}“ wird gelöscht.`}
                    onConfirm={() => onDelete(template)}
                  >
                    <Button danger icon={<DeleteOutlined />} aria-label={`${template.name} löschen`}>
                      Löschen
                    </Button>
                  </ConfirmDelete>
                </Space>
              )
            }
          >
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
              className="break-long-words"
            >
              {template.text}
            </Typography.Paragraph>
          </Card>
        ))}
      </Space>
      {writable && (
        <TemplateDialog
          key={editing?.id ?? 'new'}
          template={editing ?? null}
          open={editing !== undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
