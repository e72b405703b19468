import { Icon, type IconName } from '@/components/icons/Icon';
import styles from './TitleBlock.module.css';

/**
 * A page's title block (spec 000 §2): the translated heading with an optional icon (`menu-{icon}`) and
 * decoration on either side.
 */
export function TitleBlock({ title, icon }: { title: string; icon?: IconName }) {
  return (
    <div className={styles.block}>
      <span className={styles.decoration} aria-hidden="true" />
      <h1 className={styles.title} data-testid="page-title">
        {icon && <Icon name={icon} size={26} className={`${styles.icon} menu-${icon.toLowerCase()}`} />}
        {title}
      </h1>
      <span className={styles.decoration} aria-hidden="true" />
    </div>
  );
}
