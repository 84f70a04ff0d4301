import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Application, EarlierApplication } from '@shared/api-types.js';
import { MATCH_LABELS, PREVIOUS_APPLICATIONS_MAX } from '@shared/application-matches.js';
import { tiktokHandle } from '@shared/streamer-name.js';
import { APPLICATION_STATUS_LABELS } from '@shared/constants.js';
import { API, callApi, reasonOf } from '../../api/client.js';
import { formatDateTime } from '../../lib/date.js';
import { useToast } from '../../lib/toast.js';

/**
 * "Bereits beworben (2×)": the count the server stored when it arrived; it counts up to
 * PREVIOUS_APPLICATIONS_MAX, so that many reads "mindestens".
 */
export const previousLabel = (count: number) =>
  `Bereits beworben (${count >= PREVIOUS_APPLICATIONS_MAX ? 'mindestens ' : ''}${count}×)`;

/**
 * An earlier application's line: its „@name“, when it came, its status and what matched
 * („@lena · 07.12.2026, 15:40 · Neu · gleiche WhatsApp-Nummer“). An older server's answer
 * without name and match leaves them out.
 */
export function earlierLine(earlier: EarlierApplication): string {
  const handle = earlier.tiktokUsername ? tiktokHandle(earlier.tiktokUsername) : '';
  const matched = (earlier.matchedBy ?? []).map((field) => MATCH_LABELS[field]).join(', ');
  return [handle, formatDateTime(earlier.createdAt), APPLICATION_STATUS_LABELS[earlier.status], matched]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The same person's earlier applications (certain matches by TikTok name, WhatsApp number or
 * Telegram name, counted when this one arrived): each still stored as a line that opens it in
 * the dialog, one step further (the dialog then offers the way back). Nothing is merged; deleted
 * ones are only counted.
 */
export function EarlierApplications({
  application,
  onOpen,
}: {
  application: Application;
  onOpen?: (application: Application) => void;
}) {
  const count = application.previousApplications;
  const toast = useToast();
  const [opening, setOpening] = useState<number | null>(null);
  const { data, isError } = useQuery({
    queryKey: ['earlier-applications', application.id],
    queryFn: () => callApi(API.applications.earlier, { params: { id: application.id } }),
    enabled: count > 0,
  });
  if (count === 0) return null;

  const open = async (id: number) => {
    setOpening(id);
    try {
      onOpen?.(await callApi(API.applications.get, { params: { id } }));
    } catch (error) {
      toast.error('Die frühere Bewerbung konnte nicht geöffnet werden.', reasonOf(error));
    } finally {
      setOpening(null);
    }
  };
  const gone = data ? count - data.length : 0;

  return (
    <Alert
      type="warning"
      showIcon
      icon={<HistoryOutlined />}
      className="application-dialog__section application-earlier"
      title={previousLabel(count)}
      description={
        isError ? (
          'Die früheren Bewerbungen konnten nicht geladen werden.'
        ) : !data ? (
          'Lädt …'
        ) : (
          <>
            {data.length > 0 && (
              <ul className="application-earlier__list" aria-label="Frühere Bewerbungen">
                {data.map((earlier) => (
                  <li key={earlier.id}>
                    <Button
                      type="link"
                      className="application-earlier__link"
                      loading={opening === earlier.id}
                      onClick={() => void open(earlier.id)}
                    >
                      {earlierLine(earlier)}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {gone > 0 && (
              <Typography.Text type="secondary">
                {gone === 1
                  ? '1 frühere Bewerbung ist schon gelöscht.'
                  : `${gone} frühere Bewerbungen sind schon gelöscht.`}
              </Typography.Text>
            )}
          </>
        )
      }
    />
  );
}
