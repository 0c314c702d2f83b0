/** Where the archives (PKG_FILE) of a workflow's run are kept in the object store. */
export const artifactPrefix = (workflow: string, taskId: number) =>
  `${workflowArtifactsPrefix(workflow)}${taskId}/`;

/** Every archive of a workflow's runs: they go with the workflow. */
export const workflowArtifactsPrefix = (workflow: string) => `artifacts/${workflow}/`;
