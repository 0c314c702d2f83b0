/** Where the archives (PKG_FILE) of a workflow's run are kept in the object store. */
export const artifactPrefix = (workflow: string, taskId: number) => `artifacts/${workflow}/${taskId}/`;
