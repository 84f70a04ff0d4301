import { Suspense } from 'react';
import { Button, Drawer, Grid, Layout, Menu, Typography } from 'antd';
import { ExportOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthContext.js';
import { reasonOf } from '../api/client.js';
import { useToast } from '../lib/toast.js';
import { useAdminStore } from '../store.js';
import { SCREENS } from '../screens.js';
import { countedMenuLabel, useNewApplications, useUnreadMessages } from './counts.js';
import { afterLogoutUrl, useWebsiteUrl } from '../desktop/bridge.js';
import logoUrl from '../assets/logo.svg';
import { Loading } from '../components/Loading.js';
import { useCan } from '../lib/permissions.js';
import { leaveOnPurpose, useLeaveCheck } from '../lib/discard-guard.js';

const { Sider, Header, Content } = Layout;
const LOGOUT_REDIRECT_MS = 1200;

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const toast = useToast();
  const selected = SCREENS.find((item) => location.pathname.startsWith(item.path))?.path;
  const can = useCan();
  const newApplications = useNewApplications();
  const unreadMessages = useUnreadMessages();
  const leaveCheck = useLeaveCheck();
  // The entries that carry a count: new applications, unread messages.
  const counts: Record<string, [number, string?]> = {
    '/bewerbungen': [newApplications],
    '/nachrichten': [unreadMessages, 'ungelesen'],
  };

  // Unsaved changes are asked about before the session ends, not by the page that follows.
  const onLogout = () =>
    leaveCheck(() =>
      logout.mutate(undefined, {
        onSuccess: () => {
          toast.success('Logout erfolgreich', 'Sie wurden erfolgreich abgemeldet.');
          // Back to the public site (outside this app's routes; the login in the desktop app), once
          // the toast could be read.
          window.setTimeout(
            () => leaveOnPurpose(() => window.location.assign(afterLogoutUrl()), { page: true }),
            LOGOUT_REDIRECT_MS,
          );
        },
        onError: (error) => toast.error('Logout fehlgeschlagen', reasonOf(error)),
      }),
    );

  return (
    <div className="admin-nav">
      <div className="admin-nav__brand">
        <img src={logoUrl} alt="" width={28} height={28} />
        <Typography.Text strong>Kontrollzentrum</Typography.Text>
      </div>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={SCREENS.filter((item) => can(item.needs)).map((item) => {
          const count = counts[item.path];
          return {
            key: item.path,
            icon: item.icon,
            ...(count ? countedMenuLabel(item.label, ...count) : { label: item.label }),
          };
        })}
        // A screen with unsaved changes is left only when the person says so (the router's
        // blocker asks: components/LeaveGuard.tsx).
        onClick={({ key }) => {
          void navigate(key);
          onNavigate?.();
        }}
      />
      <div className="admin-nav__footer">
        <Button block icon={<LogoutOutlined />} loading={logout.isPending} onClick={onLogout}>
          Abmelden
        </Button>
      </div>
    </div>
  );
}

/** Sidebar on wide screens, a drawer on mobile widths; the screens render in the content area. */
export function AdminLayout() {
  const screens = Grid.useBreakpoint();
  const isMobile = !screens.lg;
  const drawerOpen = useAdminStore((state) => state.drawerOpen);
  const setDrawerOpen = useAdminStore((state) => state.setDrawerOpen);
  const user = useAdminStore((state) => state.user);
  const websiteUrl = useWebsiteUrl();

  return (
    <Layout className="admin-layout">
      {!isMobile && (
        <Sider width={240} className="admin-sider">
          <Navigation />
        </Sider>
      )}
      <Layout>
        <Header className="admin-header">
          {isMobile && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="Navigation öffnen"
              onClick={() => setDrawerOpen(true)}
            />
          )}
          {websiteUrl && (
            <Typography.Link
              className="admin-header__site"
              href={websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExportOutlined aria-hidden /> Website ansehen
            </Typography.Link>
          )}
          <Typography.Text type="secondary" className="admin-header__user">
            Angemeldet als {user?.displayName}
          </Typography.Text>
        </Header>
        <Content className="admin-content">
          <Suspense fallback={<Loading screen />}>
            <Outlet />
          </Suspense>
        </Content>
      </Layout>
      <Drawer
        placement="left"
        open={isMobile && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size={260}
        styles={{ body: { padding: 0 } }}
        title="Navigation"
      >
        <Navigation onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </Layout>
  );
}
