import { Button, Form, Input, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SETTINGS_MAX as MAX } from './settings-form.js';

const TOOLTIP_CLASSES = { root: 'hint-tooltip' };

/** Partner: the footer's partner links, in the order it lists them. */
export function PartnersFields() {
  return (
    <Form.List name="partners">
      {(fields, { add, remove, move }) => (
        <>
          {fields.length === 0 && <Typography.Paragraph type="secondary">Keine Partner eingetragen.</Typography.Paragraph>}
          <ol className="settings-partners">
            {fields.map((field, index) => {
              const number = index + 1;
              return (
                <li key={field.key} className="settings-partner" aria-label={`Partner ${number}`}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={`Partner ${number}: Name`}
                    className="settings-partner__name"
                  >
                    <Input maxLength={MAX.partnerName} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'url']}
                    label={`Partner ${number}: Adresse`}
                    className="settings-partner__url"
                  >
                    <Input type="url" maxLength={MAX.link} placeholder="https://" />
                  </Form.Item>
                  <div className="settings-partner__actions">
                    <Tooltip classNames={TOOLTIP_CLASSES} title="Nach oben">
                      <Button
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={`Partner ${number} nach oben`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                    </Tooltip>
                    <Tooltip classNames={TOOLTIP_CLASSES} title="Nach unten">
                      <Button
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label={`Partner ${number} nach unten`}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                    </Tooltip>
                    <Tooltip classNames={TOOLTIP_CLASSES} title="Entfernen">
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Partner ${number} entfernen`}
                        onClick={() => remove(field.name)}
                      />
                    </Tooltip>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', url: '' })}
            disabled={fields.length >= MAX.partners}
          >
            Partner hinzufügen
          </Button>
          {fields.length >= MAX.partners && (
            <Typography.Text type="secondary" className="settings-partners__limit">
              Höchstens {MAX.partners} Partner.
            </Typography.Text>
          )}
        </>
      )}
    </Form.List>
  );
}
