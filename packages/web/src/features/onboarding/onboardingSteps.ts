/** The wizard kinds with later steps: K8s YAML, Helm and host projects (spec §2). */
export type WizardKind = 'k8s' | 'helm' | 'pm';
export type LaterStep = 'service' | 'runtime' | 'delivery';

/** Each kind's route segment per step; host projects name theirs config and deploy (spec §2). */
const segments: Record<WizardKind, Record<LaterStep, string>> = {
  k8s: { service: 'service', runtime: 'runtime', delivery: 'delivery' },
  helm: { service: 'service', runtime: 'runtime', delivery: 'delivery' },
  pm: { service: 'config', runtime: 'deploy', delivery: 'delivery' },
};

/** The onboarding status saved when each step opens (portal-shapes §13.1): 2 services, 3 runtime, 4 delivery. */
export const stepStatus: Record<LaterStep, number> = { service: 2, runtime: 3, delivery: 4 };

export const stepOrder: readonly LaterStep[] = ['service', 'runtime', 'delivery'];

export const wizardStepPath = (project: string, kind: WizardKind, step: LaterStep | 'info') =>
  `/v1/projects/create/${encodeURIComponent(project)}/${kind}/${step === 'info' ? 'info' : segments[kind][step]}`;

/** Route paths of the later steps, each with its kind and step. */
export const laterStepRoutes = (Object.keys(segments) as WizardKind[]).flatMap((kind) =>
  stepOrder.map((step) => ({ kind, step, segment: `${kind}/${segments[kind][step]}` })),
);

/** The environments and workflows onboarding makes (spec §9). */
export const onboardingEnvNames = (project: string) => [`${project}-dev`, `${project}-qa`];
export const onboardingWorkflowNames = (project: string) => [
  `${project}-workflow-dev`,
  `${project}-workflow-qa`,
  `${project}-ops-workflow`,
];
