import { useState } from 'react';
import { App, Alert, Button, Card, Space, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataRequestResult } from '@shared/api-types.js';
import type { DataRequestIdentifiers } from '@shared/data-request.js';
import { API, fetchApiFile, queryKeyOf, reasonOf, useApiWrite } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { recordsLabel } from '../components/data-requests/counts.js';
import { DataRequestForm } from '../components/data-requests/DataRequestForm.js';
import { DataRequestLog } from '../components/data-requests/DataRequestLog.js';
import {
  initialSelection,
  recordSelection,
  selectedIds,
  type SelectedIds,
} from '../components/data-requests/selection.js';
import { BLOCK_LIST_KEPT, SubjectRecords } from '../components/data-requests/SubjectRecords.js';
import { saveResponse } from '../lib/download.js';
import { useToast } from '../lib/toast.js';
import '../components/data-requests/data-requests.css';

/**
 * The shown records with the identifiers they were found by (export and erasure use these, not
 * the form's current text), and those selected for export and erasure.
 */
type Found = DataRequestResult & { identifiers: DataRequestIdentifiers; selected: SelectedIds };
/** What export and erasure send: the identifiers and the selected records' ids. */
type Request = DataRequestIdentifiers & ReturnType<typeof selectedIds>;

/** The selected records, counted in words ("1 Bewerbung und 1 Newsletter-Anmeldung"). */
const selectedLabel = (selected: SelectedIds) =>
  recordsLabel(selected.applications.size, selected.messages.size, selected.newsletter.size);

/** Said after an erasure when the address stays on the newsletter's block list. */
const BLOCK_LIST_STAYS =
  'Die Adresse bleibt als verschlüsselter Prüfwert auf der Sperrliste des Newsletters, damit sie ohne neue, bestätigte Anmeldung keinen Newsletter erhält.';

/** /admin/auskunft: information and erasure for one person (DSGVO Art. 15 and 17). */
export default function DataRequestsPage() {
  const toast = useToast();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [found, setFound] = useState<Found | null>(null);

  const search = useApiWrite(API.dataRequests.search, {
    input: (body: DataRequestIdentifiers) => ({ body }),
  });
  const erase = useApiWrite(API.dataRequests.erase, { input: (body: Request) => ({ body }) });
  const download = useMutation<void, Error, Request>({
    mutationFn: async (body) =>
      saveResponse(await fetchApiFile(API.dataRequests.export, { body }), 'auskunft.json'),
  });
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(API.dataRequests.log) });

  const onSearch = (identifiers: DataRequestIdentifiers) =>
    search.mutate(identifiers, {
      onSuccess: (result) => setFound({ ...result, identifiers, selected: initialSelection(result) }),
      onError: (error) => toast.error('Die Suche ist fehlgeschlagen.', reasonOf(error)),
    });

  const selection =
    found && recordSelection(found, found.selected, (selected) => setFound({ ...found, selected }));
  const request = (shown: Found): Request => ({ ...shown.identifiers, ...selectedIds(shown.selected) });

  const onDownload = (shown: Found) =>
    download.mutate(request(shown), {
      onSuccess: () => {
        toast.success('Auskunft heruntergeladen');
        void refreshLog();
      },
      onError: (error) => toast.error('Die Datei konnte nicht erstellt werden.', reasonOf(error)),
    });

  const onErase = (shown: Found) => {
    const what = selectedLabel(shown.selected);
    modal.confirm({
      title: `${what} endgültig löschen?`,
      content:
        'Die ausgewählten Einträge werden sofort und unwiderruflich gelöscht. Laden Sie vorher die Daten herunter, falls die Person auch eine Auskunft möchte.' +
        (shown.newsletter?.blocked ? ` ${BLOCK_LIST_STAYS}` : ''),
      okText: 'Endgültig löschen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      // Resolves either way: the dialog closes, a failure is told by its toast.
      onOk: () =>
        erase.mutateAsync(request(shown)).then(
          async (deleted) => {
            setFound(null);
            toast.success(
              'Daten gelöscht',
              `${recordsLabel(deleted.applications, deleted.messages, deleted.newsletter)} gelöscht.` +
                (deleted.blockListKept ? ` ${BLOCK_LIST_STAYS}` : ''),
            );
            await Promise.all([
              ...[API.applications.list, API.messages.list, API.stats.summary, API.dataRequests.log].map(
                (endpoint) => queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) }),
              ),
              // The newsletter's screen and counts (their keys start with its API path).
              queryClient.invalidateQueries({
                predicate: (query) => String(query.queryKey[0]).startsWith(API.newsletter.overview.path),
              }),
            ]);
          },
          (error: unknown) => toast.error('Die Daten konnten nicht gelöscht werden.', reasonOf(error)),
        ),
    });
  };

  const subscriptions = found?.newsletter?.subscription ? 1 : 0;
  const total = found ? found.applications.length + found.messages.length + subscriptions : 0;
  const chosen = selection
    ? selection.count.applications + selection.count.messages + selection.count.newsletter
    : 0;

  return (
    <>
      <PageHeader title="Auskunft & Löschung" />
      <div className="data-request__intro">
        <Typography.Paragraph>
          Möchte jemand wissen, welche Daten die Agentur über sie oder ihn gespeichert hat (Auskunft, Art. 15
          DSGVO), oder verlangt die Löschung (Art. 17 DSGVO)? Geben Sie die Angaben der Person ein: Gefunden
          werden alle Bewerbungen und Nachrichten, in denen mindestens eine Angabe genau übereinstimmt. Zu
          einer E-Mail-Adresse zeigt die Suche auch die Anmeldung zum Newsletter mit dem Nachweis der
          Einwilligung und ob die Adresse auf der Sperrliste steht.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          Bei TikTok- und Telegram-Namen spielen Groß- und Kleinschreibung und ein „@“ am Anfang keine Rolle,
          bei Telefonnummern die Schreibweise nicht. Links wie Telegram-Einladungen müssen genau
          übereinstimmen. Eine ohne Ländervorwahl gespeicherte Nummer gilt im Land der Bewerbung; ist kein
          Land bekannt oder fehlt der gesuchten Nummer die Vorwahl, ist der Treffer unsicher und nicht
          ausgewählt. Heruntergeladen und gelöscht wird nur, was ausgewählt ist.
        </Typography.Paragraph>
      </div>
      <Card className="data-request__search">
        <DataRequestForm searching={search.isPending} onSearch={onSearch} />
      </Card>
      {found && (
        <section className="data-request__results" aria-label="Gefundene Daten">
          {total === 0 && <Alert type="info" showIcon title="Keine Daten zu diesen Angaben gefunden." />}
          {total === 0 && found.newsletter?.blocked && (
            <Alert
              type="info"
              showIcon
              title="Auf der Sperrliste des Newsletters"
              description={BLOCK_LIST_KEPT}
            />
          )}
          <div className="data-request__summary">
            {total > 0 && (
              <Typography.Text strong>
                Gefunden: {recordsLabel(found.applications.length, found.messages.length, subscriptions)}.
                Ausgewählt: {chosen === 0 ? 'nichts' : selectedLabel(found.selected)}.
              </Typography.Text>
            )}
            <Space wrap>
              <Button
                icon={<DownloadOutlined />}
                loading={download.isPending}
                disabled={total > 0 && chosen === 0}
                onClick={() => onDownload(found)}
              >
                {total > 0 ? 'Ausgewählte herunterladen (JSON)' : 'Daten herunterladen (JSON)'}
              </Button>
              {total > 0 && (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  loading={erase.isPending}
                  disabled={chosen === 0}
                  onClick={() => onErase(found)}
                >
                  Ausgewählte löschen
                </Button>
              )}
            </Space>
          </div>
          {total > 0 && selection && (
            <SubjectRecords
              applications={found.applications}
              messages={found.messages}
              newsletter={found.newsletter}
              selection={selection}
            />
          )}
        </section>
      )}
      <DataRequestLog />
    </>
  );
}
