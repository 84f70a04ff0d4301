import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Anchor, Button, Card, Form, Space, Typography } from 'antd';
import { EyeOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from '@shared/site-settings-sections.js';
import type { SiteSettings } from '@shared/site-settings.js';
import { Loading } from '../components/Loading.js';
import { PageHeader } from '../components/PageHeader.js';
import { useNarrowScreen } from '../components/ResponsiveList.js';
import { RetryAlert } from '../components/RetryAlert.js';
import { ConflictDialog } from '../components/settings/ConflictDialog.js';
import { ContactFields } from '../components/settings/ContactFields.js';
import { GoLiveAlert } from '../components/settings/GoLiveAlert.js';
import { SampleContentAlert } from '../components/settings/SampleContentAlert.js';
import { HomeFields } from '../components/settings/HomeFields.js';
import {
  AgencyFields,
  FounderFields,
  LinksFields,
  SeoFields,
} from '../components/settings/IdentitySections.js';
import { LegalFields } from '../components/settings/LegalFields.js';
import { PartnersFields } from '../components/settings/PartnersFields.js';
import { LEGALLY_REQUIRED, requiredMark } from '../components/settings/required-mark.js';
import { TrackingLinksFields } from '../components/settings/TrackingLinksFields.js';
import { LockedPaths } from '../components/settings/SettingItem.js';
import { VersionsDrawer } from '../components/settings/VersionsDrawer.js';
import {
  changedNames,
  editableSections,
  fieldId,
  FORM_NAME,
  sectionKeyOf,
} from '../components/settings/settings-form.js';
import { useFocusedSection } from '../components/settings/useFocusedSection.js';
import { useSettingsEditor } from '../components/settings/useSettingsEditor.js';
import { useCan } from '../lib/permissions.js';
import '../components/settings/settings.css';

/** How far below the sticky toolbar a section or field lands when jumped to. */
const TOOLBAR_OFFSET = 150;

/** Scrolls to an element once it is shown (a panel may still be opening) and focuses it. */
function scrollToElement(id: string, fallbackId: string, attempts = 20): void {
  const element = document.getElementById(id);
  if (element && element.offsetParent !== null) {
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
    return;
  }
  if (attempts > 0) {
    window.requestAnimationFrame(() => scrollToElement(id, fallbackId, attempts - 1));
    return;
  }
  document.getElementById(fallbackId)?.scrollIntoView({ block: 'start' });
}

/**
 * /admin/einstellungen: everything the public site says about the agency, one card per section
 * the person may edit (Redaktion: founder, partners and the landing page's texts). Saving sends
 * the complete values; „Vorschau“ shows unsaved values on a private copy of the site; „Versionen“
 * lists every save and restores one. A link with ?feld=legal.vatId (the go-live check's) focuses
 * that field.
 */
export default function SettingsPage() {
  const can = useCan();
  // Kept while the permissions stay (`can` is a new function on every render).
  const sectionKeys = editableSections(can)
    .map((section) => section.key)
    .join();
  const sections = useMemo(
    () => SETTINGS_SECTIONS.filter((section) => sectionKeys.split(',').includes(section.key)),
    [sectionKeys],
  );
  // Untyped: its fields are named by dotted paths of the settings (shared/site-settings-sections.ts).
  const [form] = Form.useForm();
  const editor = useSettingsEditor(form, sections);
  const { base, setReveal } = editor;
  const narrow = useNarrowScreen();
  const currentSection = useFocusedSection();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const wanted = params.get('feld');

  // A link to a field: its panel opened, then scrolled to and focused; the address forgets it,
  // so the same link works again.
  const loaded = base !== null;
  useEffect(() => {
    if (!loaded || !wanted) return;
    const section = sectionKeyOf(wanted);
    if (section && sections.some((candidate) => candidate.key === section)) {
      setReveal({ paths: [wanted] });
      scrollToElement(fieldId(wanted), section);
    }
    setParams({}, { replace: true });
  }, [loaded, wanted, sections, setParams, setReveal]);
  useEffect(() => {
    if (loaded && location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [loaded, location.hash]);

  const { dirty } = editor;

  const content: Record<SettingsSectionKey, ReactNode> = {
    agency: <AgencyFields />,
    founder: <FounderFields />,
    contact: <ContactFields saved={base?.values} />,
    links: <LinksFields />,
    legal: <LegalFields />,
    partners: <PartnersFields />,
    home: <HomeFields reveal={editor.reveal} />,
    seo: <SeoFields />,
    tracking: <TrackingLinksFields siteOrigin={base?.siteOrigin || window.location.origin} />,
  };
  const visibleKeys = new Set<string>(sections.map((section) => section.key));
  const showsRequired = [...LEGALLY_REQUIRED].some((path) => visibleKeys.has(sectionKeyOf(path) ?? ''));
  const problems = (base?.problems ?? []).filter((problem) => visibleKeys.has(problem.section));
  const locked = useMemo(() => new Set(base?.locked ?? []), [base]);

  const actions = (
    <Space wrap className="settings-actions">
      {dirty && (
        <Typography.Text type="warning" className="settings-actions__unsaved">
          Nicht gespeichert
        </Typography.Text>
      )}
      {/* On phones without icons: the three buttons fit one line of the sticky toolbar. */}
      <Button
        icon={narrow ? undefined : <HistoryOutlined />}
        onClick={() => setVersionsOpen(true)}
        disabled={!loaded}
      >
        Versionen
      </Button>
      <Button
        icon={narrow ? undefined : <EyeOutlined />}
        // The server answers a path: opened on this app's own origin, which carries the session
        // (the desktop app shows it in a window of its own, admin-desktop/main/security.ts).
        onClick={() => void editor.preview(window.location.href)}
        loading={editor.previewing}
        disabled={!loaded}
      >
        Vorschau
      </Button>
      <Button
        type="primary"
        icon={narrow ? undefined : <SaveOutlined />}
        onClick={() => form.submit()}
        loading={editor.saving}
        disabled={!loaded}
      >
        Speichern
      </Button>
    </Space>
  );

  return (
    <>
      <div className="settings-toolbar">
        <PageHeader title="Einstellungen" extra={actions} />
        {!narrow && loaded && (
          <Anchor
            direction="horizontal"
            affix={false}
            targetOffset={TOOLBAR_OFFSET}
            getCurrentAnchor={currentSection}
            className="settings-anchor"
            items={sections.map((section) => ({
              key: section.key,
              href: `#${section.key}`,
              title: section.title,
            }))}
          />
        )}
      </div>
      <Typography.Paragraph type="secondary" className="page-help">
        Was die Website über die Agentur sagt. Gespeicherte Änderungen erscheinen sofort auf der Website;
        „Vorschau“ zeigt sie vorher, ohne zu speichern.
        {showsRequired && (
          <>
            {' '}
            Felder mit <span className="settings-required-legend">*</span> sind Pflichtangaben, die meisten
            für das Impressum.
          </>
        )}
      </Typography.Paragraph>
      {editor.query.isError && !base ? (
        <RetryAlert
          title="Fehler beim Laden der Einstellungen"
          retrying={editor.query.isFetching}
          onRetry={() => void editor.query.refetch()}
        />
      ) : !base ? (
        <Loading screen />
      ) : (
        <>
          <GoLiveAlert problems={problems} />
          <SampleContentAlert />
          <LockedPaths.Provider value={locked}>
            <Form
              form={form}
              name={FORM_NAME}
              layout="vertical"
              aria-label="Einstellungen"
              requiredMark={requiredMark}
              onFinish={() => void editor.save()}
              onValuesChange={(changed: Partial<SiteSettings>) => {
                // A changed field's refusal goes with the change.
                form.setFields(changedNames(changed).map((name) => ({ name, errors: [] })));
                editor.onValuesChange();
              }}
              scrollToFirstError={{ block: 'center', focus: true }}
              className="settings-form"
            >
              {sections.map((section) => (
                <Card
                  key={section.key}
                  id={section.key}
                  title={<h2 className="settings-section__title">{section.title}</h2>}
                  className="settings-section"
                  size={narrow ? 'small' : 'default'}
                >
                  {content[section.key]}
                </Card>
              ))}
            </Form>
          </LockedPaths.Provider>
        </>
      )}
      <VersionsDrawer
        open={versionsOpen}
        onClose={() => setVersionsOpen(false)}
        restoringId={editor.restoringId}
        onRestore={editor.restore}
      />
      <ConflictDialog
        open={editor.conflict !== null}
        busy={editor.conflict?.busy ?? null}
        savedBy={editor.conflict?.savedBy}
        savedAt={editor.conflict?.savedAt}
        onReload={() => void editor.reload()}
        onOverwrite={() => void editor.overwrite()}
        onClose={editor.closeConflict}
      />
    </>
  );
}
