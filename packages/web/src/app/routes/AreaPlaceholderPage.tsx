import { PRODUCT_NAME } from '@slipway/contracts';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { AreaEmpty } from '../../components/AreaEmpty/AreaEmpty';
import { deepestTitle } from '../navigation/routeHandle';

/** The page of every route whose area is not built yet: the route's title and an honest empty state. */
export function AreaPlaceholderPage() {
  const { t } = useTranslation();
  const title = deepestTitle(useMatches());
  return <AreaEmpty area={title ? t(title) : PRODUCT_NAME} />;
}
