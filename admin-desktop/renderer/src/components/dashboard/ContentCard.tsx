import { Card } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { API, useApiQuery } from '../../api/client.js';
import { iconOf } from '../../content/icons.js';
import { useCan } from '../../lib/permissions.js';
import { numberFormat } from './number-format.js';
import './dashboard.css';

/** How many entries a list holds, in words ("1 Eintrag", "12 Einträge"). */
const entries = (count: number) => `${numberFormat.format(count)} ${count === 1 ? 'Eintrag' : 'Einträge'}`;

/** One content type: its screen as a link and how many entries it holds (the same query as the screen). */
function ContentRow({ name }: { name: ContentTypeName }) {
  const list = useApiQuery(API.content[name].admin.list);
  const { menu, path } = CONTENT[name].admin;
  return (
    <li className="content-overview__item">
      <Link to={path} className="content-overview__link">
        <span aria-hidden="true">{iconOf(name)}</span> {menu}
      </Link>
      <span className="content-overview__count">
        {list.isPending ? '…' : list.isError ? 'nicht geladen' : entries(list.data.length)}
      </span>
    </li>
  );
}

/**
 * The website's content at a glance, for those who edit it: each list with its number of entries
 * and a link to its screen, and the settings of the pages (founder, partners, the landing page's
 * texts) for those who may change them.
 */
export function ContentCard() {
  const can = useCan();
  if (!can('content.read')) return null;
  return (
    <Card title={<h2 className="latest-card__title">Inhalte der Website</h2>} className="content-overview">
      <ul className="content-overview__list">
        {CONTENT_TYPE_NAMES.map((name) => (
          <ContentRow key={name} name={name} />
        ))}
        {can('settings.pages') && (
          <li className="content-overview__item">
            <Link to="/einstellungen" className="content-overview__link">
              <span aria-hidden="true">
                <SettingOutlined />
              </span>{' '}
              Einstellungen
            </Link>
            <span className="content-overview__count">Gründer, Partner, Startseite</span>
          </li>
        )}
      </ul>
    </Card>
  );
}
