import { useState } from 'react';
import { Alert, Button, Space, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { reasonOf } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { Loading } from '../components/Loading.js';
import { useNewsletterIssues, useNewsletterOverview } from '../components/newsletter/api.js';
import { IssueEditor } from '../components/newsletter/IssueEditor.js';
import { IssueList } from '../components/newsletter/IssueList.js';
import { NewsletterCounts, NotOfferedAlert } from '../components/newsletter/NewsletterSummary.js';
import { SubscriberList } from '../components/newsletter/SubscriberList.js';
import { useCan } from '../lib/permissions.js';
import { useLeaveCheck } from '../lib/discard-guard.js';
import '../components/newsletter/newsletter.css';

/** The issues: the list, or one issue in the editor. */
function IssuesTab() {
  const overview = useNewsletterOverview();
  const issues = useNewsletterIssues();
  const [opened, setOpened] = useState<number | 'new' | null>(null);

  if (opened !== null)
    return (
      <IssueEditor
        key={String(opened)}
        id={opened}
        overview={overview.data}
        onClose={() => setOpened(null)}
        onCreated={setOpened}
      />
    );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpened('new')}>
        Neue Ausgabe
      </Button>
      {issues.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Fehler beim Laden der Ausgaben"
          description={reasonOf(issues.error)}
        />
      ) : (
        <IssueList issues={issues.data ?? []} loading={issues.isPending} onOpen={setOpened} />
      )}
    </Space>
  );
}

/**
 * /admin/newsletter: the counts, why the newsletter is not offered (when it is not), the issues
 * (everyone with newsletter.issues: Redaktion writes drafts and test mails; sending needs
 * newsletter.send) and the subscribers (newsletter.subscribers only: Redaktion never sees an address).
 */
export default function NewsletterPage() {
  const can = useCan();
  const overview = useNewsletterOverview();
  // A tab that is left is unmounted: an editor with unsaved changes asks first.
  const [tab, setTab] = useState('issues');
  const leaveCheck = useLeaveCheck();
  const tabs = [
    { key: 'issues', label: 'Ausgaben', children: <IssuesTab /> },
    ...(can('newsletter.subscribers')
      ? [{ key: 'subscribers', label: 'Abonnenten', children: <SubscriberList /> }]
      : []),
  ];
  return (
    <>
      <PageHeader title="Newsletter" />
      {/* One element whatever the overview's state, so the tabs below never mount afresh (an open editor stays). */}
      <div className="newsletter__summary">
        {overview.isPending ? (
          <Loading screen />
        ) : overview.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Fehler beim Laden des Newsletters"
            description={reasonOf(overview.error)}
          />
        ) : (
          <>
            <NotOfferedAlert overview={overview.data} />
            <NewsletterCounts overview={overview.data} />
          </>
        )}
      </div>
      <Tabs items={tabs} activeKey={tab} onChange={(key) => leaveCheck(() => setTab(key))} destroyOnHidden />
    </>
  );
}
