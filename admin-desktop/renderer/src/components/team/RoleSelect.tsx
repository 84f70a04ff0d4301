import { Select, type SelectProps } from 'antd';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from '@shared/roles.js';

type RoleSelectProps = Omit<SelectProps<Role>, 'options' | 'optionRender'> & {
  roles: readonly Role[];
};

/**
 * A role to choose: the field shows the role's name, each option its name and its whole
 * description on lines of their own (wrapped, never cut off), also at the phone's width.
 */
export function RoleSelect({ roles, popupMatchSelectWidth = 320, ...props }: RoleSelectProps) {
  return (
    <Select<Role>
      {...props}
      popupMatchSelectWidth={popupMatchSelectWidth}
      classNames={{ popup: { root: 'role-select-popup' } }}
      options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      optionRender={(option) => (
        <div className="role-option">
          <span className="role-option__label">{ROLE_LABELS[option.value as Role]}</span>
          <span className="role-option__description">{ROLE_DESCRIPTIONS[option.value as Role]}</span>
        </div>
      )}
    />
  );
}
