/** The whole contracts catalog, a chunk of its own: the signed-in pages load it (see loadAllTexts). */
export { messages } from '@slipway/contracts';
