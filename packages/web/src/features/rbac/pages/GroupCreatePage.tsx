import { Button, Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ProjectAdminPermit } from '../../permissions/Permit';
import { projectPaths } from '../../projects/projectKinds';
import { emptyGroup, GroupFields, type GroupValues } from '../components/GroupFields';
import { useSaveGroup } from '../hooks/useSaveGroup';

/** projects/detail/:project_name/group/create: a new user group; back to the list afterwards. */
export function GroupCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectName = useParams().project_name ?? '';
  const save = useSaveGroup(projectName);
  const backToList = () => navigate(projectPaths.detail(projectName, 'group'));
  return (
    <Card title={t('rbac.groups.create')} style={{ maxWidth: 720 }}>
      <Form<GroupValues>
        layout="vertical"
        initialValues={emptyGroup}
        onFinish={(values) => save.mutate(values, { onSuccess: backToList })}
      >
        <GroupFields />
        <Flex gap={8}>
          <ProjectAdminPermit project={projectName}>
            <Button data-testid="group-submit" type="primary" htmlType="submit" loading={save.isPending}>
              {t('projects.save')}
            </Button>
          </ProjectAdminPermit>
          <Button onClick={backToList}>{t('projects.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
